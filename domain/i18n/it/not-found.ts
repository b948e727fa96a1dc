import { localise } from '../active';
export const notFoundMessages = {
  title: '404',
  message: 'Oops! Page not found',
  backToInfo: 'Vai alla pagina Info',
} as const;

localise(notFoundMessages, 'notFoundMessages');
