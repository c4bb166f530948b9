/**
 * Spec §4 custom app flow and §8: linking a custom app to its vendor needs a listing first. The portal shows
 * this text beside the disabled 'Link to a vendor' button, and the server refuses the link with it.
 */
export const LINK_NEEDS_LISTING_MESSAGE = 'Please create a listing for your app first.';
