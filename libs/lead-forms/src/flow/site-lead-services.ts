import {
  accountFailureOf,
  confirmOtp,
  fetchCities,
  leadFailureMessage,
  sendOtp,
  submitLeadForm,
} from '@cvb/api-client';
import type { LeadServices } from './lead-services';

/** The site API's calls: general/lead-form, general/send-otp and confirm-otp (purpose 'verify'), general/cities. */
export const siteLeadServices: LeadServices = {
  submitLead: submitLeadForm,
  sendCode: async (mobile) => {
    await sendOtp(mobile, 'verify');
  },
  confirmCode: async (mobile, code) => {
    const answer = await confirmOtp(mobile, code, 'verify');
    if (!answer.data) throw new Error(answer.message);
    return answer.data.verificationToken;
  },
  loadCities: fetchCities,
  // A lead's 400/409 message, or a code call's refusal (wrong code, 429 "wait 30 seconds", …).
  failureMessage: (error) => leadFailureMessage(error) ?? accountFailureOf(error).message,
};
