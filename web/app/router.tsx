import { createBrowserRouter } from 'react-router';

export const router = createBrowserRouter([
  { path: '*', element: <p>Oops! Page not found</p> },
]);
