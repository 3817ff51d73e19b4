export { ThemeEditor, type ThemeEditorProps } from "./theme-editor";
export {
  THEME_COLOURS,
  THEME_SHAPE,
  THEME_TOKENS,
  readTheme,
  themeContrast,
  themeCss,
  themeValueProblem,
  type ThemeColour,
  type ThemeCssOptions,
  type ThemePairContrast,
  type ThemeToken,
  type ThemeTokens,
} from "./theme-css";
