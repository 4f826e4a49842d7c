/**
 * MUI components the host provides to the remotes though its own pages do not use them: a public page's
 * remote then takes them from the host (`@mui/material/` is a shared prefix and the host registers first),
 * built on the MUI internals the host has already loaded (theme defaults, styled, ButtonBase, SwitchBase,
 * SvgIcon). A component only a remote uses comes from that remote with its own copy of those internals
 * (relative imports are not share keys): about 25 KB gzip on the tracking page for Radio, RadioGroup and
 * FormLabel. Each loads only when a remote asks for it, but each is one more entry in the host's share
 * table, on the login page too: list only what a public page uses.
 */
export const PROVIDED_TO_REMOTES = {
  '@mui/material/FormLabel': () => import('@mui/material/FormLabel'),
  '@mui/material/Radio': () => import('@mui/material/Radio'),
  '@mui/material/RadioGroup': () => import('@mui/material/RadioGroup'),
  '@mui/material/NativeSelect': () => import('@mui/material/NativeSelect'),
};
