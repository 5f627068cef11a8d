import type { TFunction } from 'i18next';
import type { ChosenJobPlace } from '../forms/jobPlaces/chosenJobPlace.ts';

/** `Hôpital Nord (Lyon) → Centre de pathologie de Lyon`, or without the arrow when no admin site is linked. */
export function jobPlaceText(t: TFunction, { label, city, adminSiteLabel }: ChosenJobPlace): string {
  return adminSiteLabel
    ? t('myProfile.jobPlace', { label, city, adminSite: adminSiteLabel })
    : t('myProfile.jobPlaceWithoutAdminSite', { label, city });
}
