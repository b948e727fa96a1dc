import type { Catalogue } from '../catalogue';
export const notFoundMessages = {
  title: '404',
  message: 'Oops! Page not found',
  backToInfo: 'Go to the Info page',
} satisfies Catalogue['notFound'];
