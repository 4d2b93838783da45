// The page's code by its path: the mobile twin under /h5/ boots on its own (src/app/mobileBoot.tsx),
// without the console's code, antd or layout; every other path boots the console
// (src/app/consoleBoot.tsx). See docs/mobile.md.
import { showBootScreen } from './app/bootScreen';

// The boot screen says what is loading in the user's language while the code arrives.
showBootScreen();
if (/^\/h5(\/|$)/.test(window.location.pathname)) void import('./app/mobileBoot');
else void import('./app/consoleBoot');
