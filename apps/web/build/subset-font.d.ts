// The one function of subset-font (no types of its own) the build uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype';
      keepFeatures?: readonly string[];
      noHinting?: boolean;
    },
  ): Promise<Buffer>;
}
