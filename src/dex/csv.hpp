#pragma once
// RFC 4180 CSV as spreadsheets export it: comma-separated, fields optionally in double quotes
// ("" inside quotes is one quote, quoted fields may hold commas and line breaks), CRLF, LF or CR
// line ends, an optional UTF-8 BOM. Every field keeps its byte span so a diagnostic can point at
// the cell.
#include <bbp/span.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace bbp {

struct CsvField {
  std::string value;
  Span span;  ///< the raw bytes of the field, quotes included
};

struct CsvRecord {
  std::vector<CsvField> fields;
  Span span;
  std::size_t number = 0;   ///< 1-based record number (the header is record 1), as a spreadsheet counts rows
  bool malformed = false;   ///< a syntax error was reported for this record
};

struct CsvError {
  Span span;
  std::size_t record = 0;
  std::string message;
};

struct CsvDocument {
  std::vector<CsvRecord> records;
  std::vector<CsvError> errors;
};

/// Never throws; syntax errors are collected and parsing continues with the next record.
CsvDocument parse_csv(std::string_view text);

}  // namespace bbp
