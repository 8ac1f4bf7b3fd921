import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '../router';
import { LocaleProvider } from '../i18n/locale';
import { queryClient } from './query';
import { router } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </QueryClientProvider>
  );
}
