// Name resolution of one kind. Exact hits are one hash lookup of the folded key; the fuzzy scan
// only visits keys whose length is within the distance bound and runs a banded Levenshtein on
// them, so a miss costs microseconds even over the ~2,000 species keys.
#include "dex/name_index.hpp"

#include "dex/fold.hpp"

#include <algorithm>

namespace bbp {

void NameIndex::add(std::string_view text, EntryId id, bool is_alias) {
  std::string key = fold_name(text);
  if (key.empty()) return;
  auto& hits = exact_[key];
  for (const Hit& h : hits)
    if (h.id == id) return;  // same entry under two spellings that fold alike
  hits.push_back(Hit{id, is_alias, is_alias ? text : std::string_view{}});
  std::u32string k = to_u32(key);
  const std::size_t len = k.size();
  if (by_length_.size() <= len) by_length_.resize(len + 1);
  by_length_[len].push_back(keys_.size());
  const Histogram h = histogram(k);
  keys_.push_back(Key{h, std::move(k), id, is_alias, is_alias ? text : std::string_view{}});
}

NameIndex::Histogram NameIndex::histogram(std::u32string_view s) noexcept {
  Histogram h{};
  for (char32_t c : s) {
    std::size_t b = 31;
    if (c >= U'a' && c <= U'z') b = static_cast<std::size_t>(c - U'a');
    else if (c >= U'0' && c <= U'9') b = 26 + static_cast<std::size_t>(c - U'0') % 5;
    if (h[b] < 255) ++h[b];
  }
  return h;
}

std::vector<Candidate> NameIndex::fuzzy(const std::u32string& q, int bound, bool same_first) const {
  std::vector<Candidate> out;
  const Histogram qh = histogram(q);
  const std::size_t qlen = q.size();
  const std::size_t lo = qlen > static_cast<std::size_t>(bound) ? qlen - static_cast<std::size_t>(bound) : 0;
  const std::size_t hi = std::min(qlen + static_cast<std::size_t>(bound), by_length_.empty() ? 0 : by_length_.size() - 1);
  for (std::size_t len = lo; len <= hi && len < by_length_.size(); ++len) {
    for (std::size_t ki : by_length_[len]) {
      const Key& k = keys_[ki];
      if (same_first && (k.text.empty() || q.empty() || k.text.front() != q.front())) continue;
      int l1 = 0;
      for (std::size_t b = 0; b < qh.size(); ++b) l1 += qh[b] > k.hist[b] ? qh[b] - k.hist[b] : k.hist[b] - qh[b];
      if ((l1 + 1) / 2 > bound) continue;  // every edit changes the histogram's L1 by at most 2
      int d = bounded_levenshtein(q, k.text, bound);
      if (d > bound) continue;
      auto it = std::find_if(out.begin(), out.end(), [&](const Candidate& c) { return c.id == k.id; });
      if (it == out.end()) out.push_back(Candidate{k.id, d});
      else if (d < it->distance) it->distance = d;
    }
  }
  std::sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) {
    return a.distance != b.distance ? a.distance < b.distance : a.id < b.id;
  });
  return out;
}

Resolution NameIndex::resolve(std::string_view folded) const {
  Resolution r;
  if (folded.empty()) return r;
  if (auto it = exact_.find(std::string(folded)); it != exact_.end()) {
    const auto& hits = it->second;
    // A display name beats an alias spelled the same way.
    std::vector<const Hit*> names;
    for (const Hit& h : hits)
      if (!h.alias) names.push_back(&h);
    const Hit* single = names.size() == 1 ? names.front() : (names.empty() && hits.size() == 1 ? &hits.front() : nullptr);
    if (single != nullptr) {
      r.match = single->alias ? Match::alias : Match::exact;
      r.id = single->id;
      r.via = single->alias_text;
      return r;
    }
    r.match = Match::ambiguous;
    if (names.empty())
      for (const Hit& h : hits) r.candidates.push_back(Candidate{h.id, 0});
    else
      for (const Hit* h : names) r.candidates.push_back(Candidate{h->id, 0});
    return r;
  }
  const std::u32string q = to_u32(folded);
  const int bound = max_fuzzy_distance(q.size());
  auto cands = fuzzy(q, bound, false);
  if (cands.empty()) return r;
  const int best = cands.front().distance;
  std::size_t tied = 0;
  while (tied < cands.size() && cands[tied].distance == best) ++tied;
  // One edit in a name of three or four letters is a quarter of it or more; a changed first
  // letter there is far likelier another word than a typo ("put" is no "Cut"): such a name is
  // only a suggestion, never a reading (docs/rulings.md "Short words are no typos of other names").
  const auto keeps_first_letter = [&](EntryId id) {
    for (const Candidate& c : fuzzy(q, bound, true))
      if (c.id == id) return true;
    return false;
  };
  if (tied == 1 && q.size() <= 4 && !keeps_first_letter(cands.front().id)) {
    r.candidates = std::move(cands);
    return r;
  }
  if (tied == 1) {
    r.match = Match::fuzzy;
    r.id = cands.front().id;
    r.distance = best;
    r.candidates.assign(cands.begin() + 1, cands.end());
  } else {
    r.match = Match::ambiguous;
    r.distance = best;
    r.candidates.assign(cands.begin(), cands.begin() + static_cast<std::ptrdiff_t>(tied));
  }
  return r;
}

std::vector<Candidate> NameIndex::search(std::string_view folded, std::size_t limit) const {
  std::vector<Candidate> out;
  if (folded.empty()) return out;
  auto push = [&](EntryId id, int d) {
    for (const Candidate& c : out)
      if (c.id == id) return;
    out.push_back(Candidate{id, d});
  };
  if (auto it = exact_.find(std::string(folded)); it != exact_.end())
    for (const Hit& h : it->second) push(h.id, 0);
  const std::u32string q = to_u32(folded);
  for (const Candidate& c : fuzzy(q, max_fuzzy_distance(q.size()), false)) push(c.id, c.distance);
  // Then keys that start with the text ("tapu" finds every Tapu), ranked after every typo match;
  // their distance is the number of characters the text leaves out.
  std::vector<Candidate> prefixed;
  for (const Key& k : keys_)
    if (k.text.size() > q.size() && k.text.compare(0, q.size(), q) == 0)
      prefixed.push_back(Candidate{k.id, static_cast<int>(k.text.size() - q.size())});
  std::sort(prefixed.begin(), prefixed.end(), [](const Candidate& a, const Candidate& b) {
    return a.distance != b.distance ? a.distance < b.distance : a.id < b.id;
  });
  for (const Candidate& c : prefixed) push(c.id, c.distance);
  if (out.size() > limit) out.resize(limit);
  return out;
}

}  // namespace bbp
