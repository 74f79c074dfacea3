import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { queryClient } from '@browser-kit/api/query-client';
import { Toaster } from '@browser-kit/toast';
import { AdminApp } from './AdminApp';
import '@browser-kit/styles/index.css';
// The app's own styles, after the design system whose rules they override, in this order. They are
// imported here, not by the components: main.tsx imports AdminApp first, so a stylesheet imported by
// a component it loads would come before the design system (`.signin__panel` would lose to `.card`),
// and the waiver and site-content rules serve tabs that load apart.
import './admin.css';
import './auth/signin.css';
import './dashboard/shell.css';
import './bookings/booking-card.css';
import './content/site-content.css';
import './bookings/manage-bookings.css';
import './waivers/waivers.css';
import './bookings/weather-panel.css';
import './messaging/sms-table.css';

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
