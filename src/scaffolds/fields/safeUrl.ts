// The check lives with the other address checks in src/ui, where the login page (src/auth) can
// use it too; the fields keep importing it from here.
export { safeUrl, safeUrls } from '@/ui/addresses';
