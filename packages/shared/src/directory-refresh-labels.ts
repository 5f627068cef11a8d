/**
 * Labels of the super administrator's directory screen (`#/admin/directory`: the national RPPS
 * directory's refreshes, `directory-refresh.ts`, which holds their states' names and the
 * notifications), in French: i18next resources under `admin.directory`.
 */
import { directoryRefreshStateLabels, type DirectoryRefreshState } from './directory-refresh.ts';

const title = 'Annuaire RPPS';

export const directoryRefreshLabels = {
  title,
  notConfigured:
    "Aucune source de l'annuaire n'est configurée (directory.refresh.source) : l'annuaire n'est pas mis à jour automatiquement.",
  start: "Mettre à jour l'annuaire maintenant",
  startHint:
    "La mise à jour lit le dernier extrait de l'annuaire national. Si elle change peu de fiches, elle s'applique aussitôt ; sinon elle attend votre confirmation.",
  confirm: "Confirmer la mise à jour de l'annuaire",
  abandon: "Abandonner la mise à jour de l'annuaire",
  confirmTitle: "Confirmer la mise à jour de l'annuaire ?",
  confirmText:
    "L'annuaire du portail sera remplacé par l'extrait lu le {{date}} : {{changes}}. Les comptes dont l'identité ne correspond plus à l'annuaire apparaîtront sur le tableau « À traiter » de leur centre.",
  abandonTitle: "Abandonner la mise à jour de l'annuaire ?",
  abandonText:
    "L'extrait lu le {{date}} est écarté : l'annuaire du portail reste tel qu'il est jusqu'à la prochaine mise à jour.",
  /** The polite status: where the refresh under way, or the latest one, stands. */
  status: {
    none: "Aucune mise à jour de l'annuaire n'a encore eu lieu.",
    running: "Mise à jour de l'annuaire en cours depuis le {{date}}…",
    awaitingConfirmation: 'La mise à jour lue le {{date}} attend votre confirmation. {{reason}}',
    applied: "Dernière mise à jour, le {{date}} : appliquée, l'annuaire est à jour.",
    refused: 'Dernière mise à jour, le {{date}} : refusée. {{reason}}',
    abandoned: "Dernière mise à jour, le {{date}} : abandonnée, l'annuaire est resté tel qu'il était.",
    failed: 'Dernière mise à jour, le {{date}} : échouée. {{reason}}',
  } as const satisfies Record<DirectoryRefreshState | 'none', string>,
  current: 'Mise à jour en cours',
  lines: 'Lignes lues',
  practitioners: 'Praticiens',
  added: 'Ajoutés',
  removed: 'Retirés',
  renamed: 'Noms modifiés',
  retitled: 'Civilités modifiées',
  changedPercent: 'Part modifiée',
  changes:
    '{{added}} ajoutés, {{removed}} retirés, {{renamed}} noms modifiés, {{retitled}} civilités modifiées ({{percent}})',
  recent: 'Mises à jour récentes',
  recentEmpty: "Aucune mise à jour terminée de l'annuaire.",
  startedAt: 'Date',
  outcome: 'Résultat',
  reason: 'Motif',
  states: directoryRefreshStateLabels,
  /** The board's list of accounts whose RPPS left the directory or whose identity now differs from it. */
  boardAccount: 'Identité du compte',
  /** Who acted in the audit log when the schedule started a refresh. */
  scheduled: 'Le portail (mise à jour planifiée)',
} as const;
