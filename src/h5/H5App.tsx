import { Route, Routes } from 'react-router';
import NotFoundPage from '@/pages/errors/NotFoundPage';
// The console's baked antd styles: antd takes them as there (their map comes with the core
// file), so whatever shows one of those components must load the file first.
import 'virtual:antd-styles/console.css';
import { H5Layout } from './H5Layout';

/** The mobile twin under /h5/ (no login check). */
export default function H5App() {
  return (
    <Routes>
      <Route element={<H5Layout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
