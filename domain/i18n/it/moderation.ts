// Moderation (docs/product.md#moderation): reports ("Segnala"), the moderators'
// page, statements of reasons, appeals and a restaurant's edit history.
export const moderationMessages = {
  roleUsage: 'Uso: npm run user -- role <email> moderator|admin|user',
  roleSet: (email: string, role: string) => (role === 'user' ? `Ruolo rimosso: ${email}` : `Ruolo ${role} assegnato: ${email}`),
  roleUnchanged: (email: string, role: string) => (role === 'user' ? `Nessun ruolo da rimuovere: ${email}` : `Ruolo ${role} già assegnato: ${email}`),
  userNotFound: (email: string) => `Nessun utente con email ${email}`,
} as const;
