// fontconfig, to find an installed font by family name. `rg_font_for_family`
// asks fontconfig for its best match to the family (after the configuration's
// substitutions) and accepts it only when one of the matched font's family
// names is the one asked for, case-insensitively, so a misspelt family is an
// error instead of whatever fontconfig's default font is.
#include <fontconfig/fontconfig.h>
#include <string.h>

/// Writes the file of the font of `family` into `path` (`capacity` bytes, NUL-terminated) and
/// its face index into `index`. Returns 1 on success, 0 when no installed font has the family,
/// -1 when fontconfig cannot be used or the path does not fit.
static inline int rg_font_for_family(const char *family, char *path, size_t capacity, int *index) {
  FcConfig *config = FcInitLoadConfigAndFonts();
  if (!config) return -1;
  FcPattern *pattern = FcPatternCreate();
  if (!pattern) { FcConfigDestroy(config); return -1; }
  FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
  FcConfigSubstitute(config, pattern, FcMatchPattern);
  FcDefaultSubstitute(pattern);
  FcResult result = FcResultNoMatch;
  FcPattern *match = FcFontMatch(config, pattern, &result);
  FcPatternDestroy(pattern);
  int status = 0;
  if (match) {
    FcChar8 *name = NULL;
    int found = 0;
    for (int n = 0; FcPatternGetString(match, FC_FAMILY, n, &name) == FcResultMatch; n++) {
      if (FcStrCmpIgnoreCase(name, (const FcChar8 *)family) == 0) { found = 1; break; }
    }
    FcChar8 *file = NULL;
    if (found && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch) {
      if (strlen((const char *)file) < capacity) {
        strcpy(path, (const char *)file);
        if (FcPatternGetInteger(match, FC_INDEX, 0, index) != FcResultMatch) *index = 0;
        status = 1;
      } else {
        status = -1;
      }
    }
    FcPatternDestroy(match);
  }
  FcConfigDestroy(config);
  return status;
}
