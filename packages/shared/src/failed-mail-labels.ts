/**
 * Labels of the super administrator's screen of failed mails (`/admin/mails`), in French: the mails
 * whose every try failed, and a button per mail that sends it again.
 */
export const failedMailLabels = {
  title: 'Courriels non distribués',
  list: 'Courriels en échec',
  empty: 'Aucun courriel en échec.',
  capped: 'Les {{count}} plus récents sont affichés.',
  to: 'Destinataire',
  subject: 'Objet',
  createdAt: 'Demandé le',
  attempts: 'Essais',
  attemptsDone: '{{count}} essai(s), le dernier le {{date}}',
  lastError: 'Réponse du serveur de messagerie',
  noError: 'Aucune réponse enregistrée',
  resendColumn: 'Renvoi',
  resend: 'Renvoyer le courriel à {{address}}',
  resent: 'Le courriel à {{address}} est de nouveau en file d’envoi.',
} as const;
