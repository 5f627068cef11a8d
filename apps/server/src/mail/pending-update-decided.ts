import type { CivilTitle, PendingField } from '@portal/shared';
import { renderMail } from './layout.ts';

const FIELD_LABELS: Record<PendingField, string> = {
  civilTitle: 'civilité',
  firstName: 'prénom',
  lastName: 'nom',
  rpps: 'numéro RPPS',
  jobCode: 'profession',
};

const CIVIL_TITLE_LABELS: Record<CivilTitle, string> = { M: 'M', MME: 'MME', Other: 'Non défini' };

function shownValue(field: PendingField, value: string | null, jobLabel?: string): string {
  if (value === null || value === '') return 'aucun';
  if (field === 'jobCode') return jobLabel ?? value;
  return field === 'civilTitle' ? (CIVIL_TITLE_LABELS[value as CivilTitle] ?? value) : value;
}

/** To the owner of a pending identity change, once an administrator approved or rejected it. */
export const pendingUpdateDecidedMail = ({
  decision,
  field,
  value,
  jobLabel,
  reason,
  url,
}: {
  decision: 'approved' | 'rejected';
  field: PendingField;
  value: string | null;
  /** For a profession: its label. */
  jobLabel?: string;
  /** Why it was rejected, when the administrator said. */
  reason?: string;
  url: string;
}) =>
  decision === 'approved'
    ? renderMail({
        subject: 'Votre demande de modification a été approuvée',
        paragraphs: [
          `Un administrateur a approuvé la modification de votre ${FIELD_LABELS[field]} sur le Portail Anapath.`,
          `Nouvelle valeur : ${shownValue(field, value, jobLabel)}.`,
        ],
        link: { label: 'Voir mon profil', url },
      })
    : renderMail({
        subject: 'Votre demande de modification a été refusée',
        paragraphs: [
          `Un administrateur a refusé la modification de votre ${FIELD_LABELS[field]} sur le Portail Anapath (valeur demandée : ${shownValue(field, value, jobLabel)}).`,
          ...(reason ? [`Motif : ${reason}`] : []),
          'Votre profil garde sa valeur actuelle. En cas de question, contactez un administrateur de votre centre de pathologie.',
        ],
        link: { label: 'Voir mon profil', url },
      });
