/** Labels of the profile screen (read view, edit form and their dialogs), in French. */
import { messages } from './messages.ts';
import { profileMessages } from './profile-messages.ts';

export const profileLabels = {
  title: profileMessages.title,
  loadFailed: "Votre profil n'a pas pu être chargé.",
  sections: 'Rubriques du profil',
  profileTab: profileMessages.profileTab,
  passwordTab: profileMessages.passwordTab,
  edit: profileMessages.edit,
  // Read view.
  readTitle: 'Mes informations',
  emails: 'Adresses email',
  principalEmail: 'adresse principale',
  emailApps: 'Applications : {{apps}}',
  noPhone: profileMessages.noPhone,
  account: 'Compte',
  verified: profileMessages.verified,
  notVerified: profileMessages.notVerified,
  noJob: 'Non renseignée',
  noJobPlace: "Aucun lieu d'exercice",
  jobPlace: '{{label}} ({{city}}) → {{adminSite}}',
  jobPlaceWithoutAdminSite: '{{label}} ({{city}})',
  adminSites: 'Centres de pathologie',
  allAdminSites: profileMessages.allAdminSites,
  noAdminSite: profileMessages.noAdminSite,
  totp: 'Authentification TOTP',
  pendingUpdate: messages.pendingUpdate,
  pendingValue: 'en attente : {{value}}',
  pendingEmpty: 'suppression',
  // Edit form.
  formTitle: 'Modifier mon profil',
  requiredHint: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  editEmail: "Modifier les paramètres de l'adresse {{email}}",
  deleteEmail: "Supprimer l'adresse {{email}}",
  // An address deleted in the form is only marked: it goes when `Valider` saves, and can be kept until then.
  emailMarkedForDeletion: 'Sera supprimée en validant le formulaire',
  keepEmail: "Garder l'adresse {{email}}",
  addAdminSites: 'Ajouter des centres de pathologie',
  // E-mail settings (client apps and principal flag), after validation or for an address already there.
  emailSettingsTitle: "Paramètres de l'adresse {{email}}",
  emailAppsLegend: 'Applications qui utilisent cette adresse',
  emailAppsHint: 'Sans application cochée, cette adresse peut servir pour toutes les applications.',
  noEmailApp: 'Aucune application ne peut être choisie.',
  makePrincipal: 'Adresse principale',
  principalLocked: 'Pour changer d’adresse principale, rendez principale une autre adresse.',
  // Admin sites dialog.
  adminSitesTable: 'Centres de pathologie disponibles',
  selectAllAdminSites: 'Sélectionner tous les centres',
  adminSiteLabel: 'Centre',
  adminSitesSelected: '{{count}} centre(s) sélectionné(s)',
  noMoreAdminSite: 'Aucun autre centre de pathologie à ajouter.',
  adminSitesGrantedBySuperAdmin:
    "Seuls les centres que vous administrez déjà peuvent être ajoutés ici. Un nouveau centre vous est confié par un super administrateur, depuis l'espace d'administration.",
  addSelectedAdminSites: 'Ajouter',
  // Notifications.
  nothingToSave: profileMessages.nothingToSave,
  updated: profileMessages.updated,
  sentForApproval: profileMessages.sentForApproval,
  updatedAndSentForApproval: profileMessages.updatedAndSentForApproval,
  lastEmail: profileMessages.lastEmail,
  principalEmailDelete: profileMessages.principalEmail,
  emailDeleted: profileMessages.emailDeleted,
} as const;
