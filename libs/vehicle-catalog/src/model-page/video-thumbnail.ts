/** docs/domain.md#videos: a video id is the last 11 characters (letters, digits, _ or -) of its link. */
export function videoIdOf(link: string): string | null {
  return /([A-Za-z0-9_-]{11})$/.exec(link)?.[1] ?? null;
}

export function youtubeThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}
