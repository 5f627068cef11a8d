import type { CivilTitle, SignupEmail, PhoneEntry } from '@portal/shared';
import type { ChosenJobPlace } from '../../forms/jobPlaces/chosenJobPlace.ts';

export type SignupKind = 'rpps' | 'no-rpps';

/** The sign-up form's own values; `toPayload` turns them into `POST /api/signup`'s body. */
export interface SignupFormValues {
  civilTitle: CivilTitle | '';
  lastName: string;
  firstName: string;
  rpps: string;
  isCorporation: boolean;
  corporationName: string;
  /** Validated phone rows only. */
  phones: PhoneEntry[];
  email: SignupEmail | null;
  jobCode: string;
  jobPlaces: ChosenJobPlace[];
  password: string;
  confirmPassword: string;
  cgu: boolean;
}

export const emptySignupForm: SignupFormValues = {
  civilTitle: 'Other',
  lastName: '',
  firstName: '',
  rpps: '',
  isCorporation: false,
  corporationName: '',
  phones: [],
  email: null,
  jobCode: '',
  jobPlaces: [],
  password: '',
  confirmPassword: '',
  cgu: false,
};
