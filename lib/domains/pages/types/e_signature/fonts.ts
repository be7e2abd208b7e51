/**
 * The DejaVu fonts a sealed PDF of builder version 2 embeds (pdf.ts, in a render worker), in the
 * `dejavu-fonts-ttf` package. next.config.ts ships these three files, and only these, with the server functions
 * that can seal a signature (SEALING_ROUTES there); every other function carries no font.
 */
export const SEAL_FONTS = { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf", mono: "DejaVuSansMono.ttf" } as const;

/** Their folder, from the project's root (the server's working directory). */
export const SEAL_FONT_FOLDER = "node_modules/dejavu-fonts-ttf/ttf";
