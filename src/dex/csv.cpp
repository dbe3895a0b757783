// A single-pass CSV reader: a small state machine over the bytes, no recursion, no backtracking,
// so its cost is linear in the input whatever the input holds.
#include "dex/csv.hpp"

namespace bbp {

CsvDocument parse_csv(std::string_view text) {
  CsvDocument doc;
  std::size_t pos = 0;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") pos = 3;
  const std::size_t n = text.size();
  auto at_eol = [&](std::size_t p) { return p >= n || text[p] == '\n' || text[p] == '\r'; };
  auto skip_eol = [&](std::size_t p) {
    if (p < n && text[p] == '\r') ++p;
    if (p < n && text[p] == '\n') ++p;
    return p;
  };
  std::size_t number = 0;
  while (pos < n) {
    CsvRecord rec;
    rec.number = ++number;
    rec.span.begin = pos;
    for (;;) {  // one field per iteration
      CsvField f;
      f.span.begin = pos;
      if (pos < n && text[pos] == '"') {
        const std::size_t open = pos;
        ++pos;
        bool closed = false;
        while (pos < n) {
          if (text[pos] == '"') {
            if (pos + 1 < n && text[pos + 1] == '"') {
              f.value.push_back('"');
              pos += 2;
              continue;
            }
            ++pos;
            closed = true;
            break;
          }
          f.value.push_back(text[pos++]);
        }
        if (!closed) {
          doc.errors.push_back({Span{open, open + 1}, rec.number, "this quoted field is never closed (missing '\"')"});
          rec.malformed = true;
        } else if (pos < n && text[pos] != ',' && !at_eol(pos)) {
          const std::size_t junk = pos;
          while (pos < n && text[pos] != ',' && !at_eol(pos)) ++pos;
          doc.errors.push_back({Span{junk, pos}, rec.number, "text after the closing quote of a quoted field"});
          rec.malformed = true;
        }
      } else {
        while (pos < n && text[pos] != ',' && !at_eol(pos)) {
          if (text[pos] == '"' && !rec.malformed) {
            doc.errors.push_back({Span{pos, pos + 1}, rec.number,
                                  "a quote inside an unquoted field (quote the whole field and double the quote)"});
            rec.malformed = true;
          }
          f.value.push_back(text[pos++]);
        }
      }
      f.span.end = pos;
      rec.fields.push_back(std::move(f));
      if (pos < n && text[pos] == ',') {
        ++pos;
        continue;
      }
      break;
    }
    rec.span.end = pos;
    pos = skip_eol(pos);
    // A line with nothing on it is not a record (spreadsheets often end with one).
    if (rec.fields.size() == 1 && rec.fields[0].span.empty() && !rec.malformed) {
      --number;
      continue;
    }
    doc.records.push_back(std::move(rec));
  }
  return doc;
}

}  // namespace bbp
