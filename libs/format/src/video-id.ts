const VIDEO_ID_AT_END = /([A-Za-z0-9_-]{11})$/;

/**
 * docs/domain.md#videos: a video id is the last 11 characters (letters, digits, _ and -) of a link, so
 * `watch?v=ID`, `youtu.be/ID` and `embed/ID` all work. '' when the link does not end in one.
 */
export function videoIdOf(link: string): string {
  return VIDEO_ID_AT_END.exec(link.trim())?.[1] ?? '';
}

/** YouTube's high-quality still of a video. */
export function videoThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}

/** The privacy-enhanced player, started at once because it is loaded only when the visitor asks. */
export function videoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`;
}
