import { formatCount, plural } from '../format';

export const profileMessages = {
  title: 'Il Mio Profilo',
  signOut: 'Esci',
  // Info card
  infoTitle: 'Informazioni personali',
  edit: 'Modifica',
  cancel: 'Annulla',
  save: 'Salva',
  saving: 'Salvataggio...',
  nickname: 'Nickname',
  nicknamePlaceholder: 'Il nome che vedranno gli altri',
  nicknameNotSet: 'Non impostato',
  email: 'Email',
  memberSince: 'Membro dal',
  nicknameWarning: 'Imposta un nickname per proteggere la tua privacy nelle recensioni',
  changeEmailTitle: 'Cambia email',
  newEmail: 'Nuova email',
  updateEmail: 'Aggiorna email',
  changeEmailHint: 'Riceverai un link di conferma al nuovo indirizzo.',
  changePasswordTitle: 'Cambia password',
  newPassword: 'Nuova password',
  confirmNewPassword: 'Conferma nuova password',
  updatePassword: 'Aggiorna password',
  passwordTooShort: 'La password deve essere di almeno 6 caratteri.',
  passwordsMismatch: 'Le password non coincidono.',
  passwordsMatchHint: 'Le password coincidono',
  // My restaurants card
  myRestaurantsTitle: 'I Miei Locali',
  reviewedCount: (count: number) =>
    `Hai recensito ${formatCount(count)} ${plural(count, 'locale', 'locali')}`,
  viewMyRestaurants: 'Vedi i Miei Locali',
  // Toasts
  emailErrorTitle: 'Errore email',
  passwordErrorTitle: 'Errore password',
  emailUpdatedTitle: 'Email aggiornata',
  emailUpdated: 'Controlla la tua nuova email per confermare il cambio.',
  passwordUpdatedTitle: 'Password aggiornata',
  profileUpdatedTitle: 'Profilo aggiornato',
  profileUpdated: 'Il tuo nickname è stato salvato con successo.',
  profileUpdateFailedTitle: 'Errore',
  profileUpdateFailed: 'Non è stato possibile aggiornare il profilo.',
} as const;
