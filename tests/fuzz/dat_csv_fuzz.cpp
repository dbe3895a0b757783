// Fuzz target: a Data Audit sheet exported as CSV ([1.6], `bbpref data import`), checked as each
// of the five sheets against the built-in Dex, without writing anything.
#include "fuzz/fuzz_target.hpp"

#include <bbp/dex.hpp>
#include <bbp/source.hpp>

BBP_FUZZ_TARGET(dat_csv) {
  using namespace bbp;
  const SourceFile csv("fuzz.csv", std::string(input));
  for (const DatSheet sheet : {DatSheet::species, DatSheet::moves, DatSheet::abilities, DatSheet::items,
                               DatSheet::conditions}) {
    DiagnosticList diags;
    const DatCheckResult r = check_dat_csv(csv, sheet, dex(), diags);
    BBP_FUZZ_CHECK(fuzz::diagnostics_inside(diags, input.size()));
    BBP_FUZZ_CHECK(r.ok == !diags.has_errors());
    (void)render_text(csv, diags.items());
  }
}
