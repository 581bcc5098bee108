/*
 * Our lunr language "dw" for Material's search worker (loaded as
 * assets/javascripts/lunr/min/lunr.dw.min.js; the build hook fills in DATA).
 * The same analyzer is written in Python in generator/search/analyzer.py:
 * fold diacritics (ł too), drop stop words, then look the word up in the
 * lexicon (morfeusz2 lemmas for Polish, Snowball Porter stems for English,
 * computed at build time), else Polish: longest ending; English: plurals and
 * possessives.  Material appends "*" to every query word, and lunr skips the
 * pipeline for such terms, so Query.clause is wrapped to stem the word before
 * its wildcard (and to drop stop words), and Index.query adds the clauses that
 * match a page's whole name (the "whole" field, which no other clause searches).
 */
(function () {
  "use strict";
  var DATA = /*DW_DATA*/{ "lang": "en", "lexicon": {}, "stop": [] }/*DW_DATA_END*/;
  var STOP = Object.create(null);
  DATA.stop.forEach(function (w) { STOP[w] = true; });
  var MIN_STEM = 3;
  var B = 0.75, EXACT_BOOST = 2, WHOLE = "whole";
  var PL_ENDINGS = [
    "owaniami", "owaniach", "owania", "owanie", "owaniu", "owac",
    "ujemy", "ujecie", "ujesz", "uja", "uje",
    "iami", "iach", "iem", "iom", "iow", "ia", "ie", "ii", "io", "iu",
    "ami", "ach", "ego", "emu", "ymi", "imi", "ych", "ich", "owi", "ow", "om", "em", "ym", "im", "ej",
    "ac", "ec", "ic", "yc",
    "a", "e", "i", "o", "u", "y"
  ].sort(function (a, b) { return b.length - a.length || (a < b ? -1 : a > b ? 1 : 0); });
  var TRIM = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
  var has = Object.prototype.hasOwnProperty;

  function fold(word) {
    return word.toLowerCase().replace(/ł/g, "l").normalize("NFD").replace(/\p{M}/gu, "");
  }

  function endsWith(word, tail) {
    return word.length >= tail.length && word.slice(word.length - tail.length) === tail;
  }

  function stripPl(word) {
    for (var i = 0; i < PL_ENDINGS.length; i++) {
      var ending = PL_ENDINGS[i];
      if (endsWith(word, ending) && word.length - ending.length >= MIN_STEM)
        return word.slice(0, word.length - ending.length);
    }
    return word;
  }

  function stripEn(word) {
    if (endsWith(word, "'s")) word = word.slice(0, -2);
    if (word.length > 4 && endsWith(word, "ies")) return word.slice(0, -3) + "y";
    if (word.length > 4 && ["ches", "shes", "sses", "xes", "zzes"].some(function (t) { return endsWith(word, t); }))
      return word.slice(0, -2);
    if (word.length > 3 && endsWith(word, "s") && !["ss", "us", "is"].some(function (t) { return endsWith(word, t); }))
      return word.slice(0, -1);
    return word;
  }

  /* the query's whole terms, as analyzer.whole_terms makes them: "curses" → "curs_0" and "curses_1", to
     match the "whole" field, where a page has the same terms of its names */
  function wholeTerms(words) {
    if (!words.length) return [];
    return [words.map(function (w) { return w[0]; }).join("_") + "_0",
            words.map(function (w) { return w[1]; }).join("_") + "_1"];
  }

  function stem(word) {
    var folded = fold(word.replace(TRIM, ""));
    if (STOP[folded]) return "";
    var term = has.call(DATA.lexicon, folded) ? DATA.lexicon[folded] : DATA.lang === "pl" ? stripPl(folded) : stripEn(folded);
    return STOP[term] ? "" : term;
  }

  var lunr = self.lunr;
  lunr.dw = function () {
    /* Material sets b = 0; some length normalisation ranks "Witch" above "Circle of Witches" */
    this.b(B);
    this.pipeline.reset();
    this.pipeline.add(lunr.dw.trimmer, lunr.dw.stemmer);
    this.searchPipeline.reset();
    this.searchPipeline.add(lunr.dw.stemmer);
  };
  lunr.dw.stem = stem;
  lunr.dw.trimmer = function (token) {
    return token.update(function (s) { return s.replace(TRIM, ""); });
  };
  lunr.dw.stemmer = function (token) {
    var term = stem(token.toString());
    return term ? token.update(function () { return term; }) : undefined;
  };
  lunr.Pipeline.registerFunction(lunr.dw.trimmer, "trimmer-dw");
  lunr.Pipeline.registerFunction(lunr.dw.stemmer, "stemmer-dw");

  /* "zasobów*" → "zasob*" plus an exact "zasob": stem the word in front of a
     trailing wildcard, and let whole-word matches outrank mere prefixes;
     a stop word ("jak*", "what*") adds no clause at all */
  var clause = lunr.Query.prototype.clause;
  lunr.Query.prototype.clause = function (c) {
    if (c && !("fields" in c)) c.fields = this.allFields;
    if (c && c.fields) c.fields = c.fields.filter(function (f) { return f !== WHOLE; });
    if (c && c.usePipeline === false && typeof c.term === "string") {
      var match = /^([^*]+)\*$/.exec(c.term);
      var stemmed = match ? stem(match[1]) : "";
      if (match && !stemmed) return this;
      if (stemmed) {
        if (c.presence !== lunr.Query.presence.PROHIBITED)
          (this.dwWords = this.dwWords || []).push([stemmed, fold(match[1].replace(TRIM, ""))]);
        c.term = stemmed + "*";
        clause.call(this, c);
        return clause.call(this, {
          fields: c.fields, term: stemmed, boost: EXACT_BOOST, usePipeline: false,
          wildcard: lunr.Query.wildcard.NONE, presence: c.presence, editDistance: 0
        });
      }
    }
    return clause.call(this, c);
  };

  /* a query of stop words only ("czy", "what") has no clause left, and lunr
     treats a query without clauses as negated and returns every page: it
     finds nothing instead */
  var query = lunr.Index.prototype.query;
  lunr.Index.prototype.query = function (fn) {
    var empty = false, searchesWhole = this.fields.indexOf(WHOLE) >= 0;
    var results = query.call(this, function (q) {
      fn.call(q, q);
      empty = q.clauses.length === 0;
      if (!empty && searchesWhole) {
        wholeTerms(q.dwWords || []).forEach(function (term) {
          clause.call(q, {
            fields: [WHOLE], term: term, boost: 1, usePipeline: false,
            wildcard: lunr.Query.wildcard.NONE, presence: lunr.Query.presence.OPTIONAL, editDistance: 0
          });
        });
      }
    });
    return empty ? [] : results;
  };
})();
