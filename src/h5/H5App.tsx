import { Route, Routes } from 'react-router';
import NotFoundPage from '@/pages/errors/NotFoundPage';
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
