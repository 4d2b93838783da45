// The page's code by its path: the mobile twin under /h5/ boots on its own (src/h5/mobileBoot.tsx),
// without the console's code, antd or layout; every other path boots the console
// (src/app/consoleBoot.tsx). README "The mobile pages (/h5/)".
if (/^\/h5(\/|$)/.test(window.location.pathname)) void import('./h5/mobileBoot');
else void import('./app/consoleBoot');
