/** Where the pictures members upload are served (save-avatar-image.ts stores them under avatars/). */
export const memberPicturePrefix = "/uploads/avatars/";

/**
 * The picture shown beside a member's comments: only one they uploaded themselves. An account
 * made through Google or GitHub carries the provider's photo address in `users.image`; a member
 * never chose to publish it, and showing it would have every reader's browser fetch it from there.
 */
export function memberPicture(image: string | null | undefined): string | null {
  return image?.startsWith(memberPicturePrefix) ? image : null;
}
