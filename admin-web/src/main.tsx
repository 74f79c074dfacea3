import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { queryClient } from '@browser-kit/api/query-client';
import { Toaster } from '@browser-kit/toast';
import { AdminApp } from './AdminApp';
import '@browser-kit/styles/index.css';
import './admin.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/admin">
        <Routes>
          {/* Every /admin/... path shows the admin app; sections get their own routes later. */}
          <Route path="*" element={<AdminApp />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
