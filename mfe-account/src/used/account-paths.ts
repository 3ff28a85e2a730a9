/** The seller's dashboard of used-vehicle ads, in the account area (docs/domain.md#used-marketplace). */
export const MY_USED_ADS_PATH = '/account/used-ads';
