import type { JobPlace } from '@portal/shared';

/** A job place chosen in the job place dialog, with its admin site, and their labels for display. */
export interface ChosenJobPlace {
  jobPlaceId: string;
  adminSiteId: string;
  label: string;
  city: string;
  adminSiteLabel: string;
}

/** A job place as chosen: its own admin site, if it has one, comes with it. */
export const toChosenJobPlace = (jobPlace: JobPlace): ChosenJobPlace => ({
  jobPlaceId: jobPlace.jobPlaceId,
  label: jobPlace.label,
  city: jobPlace.city,
  adminSiteId: jobPlace.adminSite?.adminSiteId ?? '',
  adminSiteLabel: jobPlace.adminSite?.label ?? '',
});
