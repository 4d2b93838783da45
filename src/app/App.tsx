import { Spin } from 'antd';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LoginPage } from '@/auth/login/LoginPage';
import { LanguageEnforcer } from '@/i18n/LanguageEnforcer';
import { UiLocaleProvider } from '@/i18n/UiLocaleProvider';
// Everything behind the login loads when first needed, so /login stays light.
import { ConsoleEntry, H5Entry } from './consoleLoader';
import { NavigatorBridge } from './NavigatorBridge';

const pageFallback = <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;

export function App() {
  return (
    <BrowserRouter>
      <UiLocaleProvider>
        <NavigatorBridge />
        <LanguageEnforcer />
        <Suspense fallback={pageFallback}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            {/* Mobile pages skip the login check. */}
            <Route path="/h5/*" element={<H5Entry />} />
            <Route path="*" element={<ConsoleEntry />} />
          </Routes>
        </Suspense>
      </UiLocaleProvider>
    </BrowserRouter>
  );
}
