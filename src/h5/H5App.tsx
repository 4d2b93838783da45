import { Route, Routes } from 'react-router';
import NotFoundPage from '@/pages/errors/NotFoundPage';
import 'virtual:antd-styles/console.css';
import { adoptConsoleStyles, loadLaterStyles } from '@/app/antdStaticStyles';
import { H5Layout } from './H5Layout';

adoptConsoleStyles();
void loadLaterStyles();

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
