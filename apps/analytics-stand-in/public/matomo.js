/*
 * A compact stand-in for Matomo's JavaScript tracker, written for the portal's development and
 * tests (it is not Matomo's code). It runs the `_paq` commands the portal uses, with Matomo's
 * semantics and cookies, and sends Matomo's HTTP tracking API requests to the tracker URL:
 *
 * - requireConsent: nothing is sent, and no cookie set, until consent is given; the requests wait in
 *   the page. The consent is read from Matomo's cookies (`mtm_consent`, unless `mtm_consent_removed`:
 *   then the visitor refused, and requests are dropped rather than kept).
 * - setConsentGiven / rememberConsentGiven(hours): the waiting requests go; the latter remembers the
 *   consent in `mtm_consent` (the time in ms; 30 years when no hours are given).
 * - forgetConsentGiven(hours): `mtm_consent` gone, `mtm_consent_removed` set, the visitor's cookies
 *   (`_pk_id`, `_pk_ses`) deleted, the waiting requests dropped: nothing tracked while refused is sent.
 * - setTrackerUrl, setSiteId, setCustomUrl, setDocumentTitle, trackPageView, trackEvent,
 *   enableHeartBeatTimer(seconds): a ping (`ping=1`) every so many seconds while the page is in front.
 */
(function () {
  'use strict';
  if (window._paq && !Array.isArray(window._paq)) return; // already loaded

  var CONSENT_COOKIE = 'mtm_consent';
  var CONSENT_REMOVED_COOKIE = 'mtm_consent_removed';
  var HOUR_MS = 3600 * 1000;
  var VISITOR_COOKIE_MS = 393 * 24 * HOUR_MS; // 13 months, as Matomo
  var SESSION_COOKIE_MS = 30 * 60 * 1000;
  var DEFAULT_CONSENT_MS = 30 * 365 * 24 * HOUR_MS;
  /** Applied first, whatever their place in the queue, as Matomo does. */
  var FIRST_COMMANDS = ['setTrackerUrl', 'setSiteId', 'requireConsent', 'setConsentGiven'];

  var trackerUrl = '';
  var siteId = '';
  var consentRequired = false;
  var consentGiven = false;
  /** Refused (or withdrawn): requests are dropped, not kept for a later consent. */
  var consentRefused = false;
  var customUrl = null;
  var documentTitle = null;
  var pageViewId = null;
  var heartBeatMs = 0;
  var heartBeatTimer = null;
  /** Requests kept in the page until consent is given. */
  var waiting = [];

  function readCookie(name) {
    var entries = document.cookie ? document.cookie.split(/;\s*/) : [];
    for (var i = 0; i < entries.length; i++) {
      var at = entries[i].indexOf('=');
      if (entries[i].slice(0, at) === name && at < entries[i].length - 1)
        return decodeURIComponent(entries[i].slice(at + 1));
    }
    return null;
  }

  function writeCookie(name, value, lifeMs) {
    var expires = new Date(Date.now() + lifeMs).toUTCString();
    var secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      name + '=' + encodeURIComponent(value) + '; expires=' + expires + '; path=/; SameSite=Lax' + secure;
  }

  function deleteCookie(name) {
    document.cookie = name + '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax';
  }

  /** Matomo's reading: the removal cookie wins (and a consent cookie left beside it goes). */
  function rememberedConsent() {
    if (readCookie(CONSENT_REMOVED_COOKIE)) {
      if (readCookie(CONSENT_COOKIE)) deleteCookie(CONSENT_COOKIE);
      return 'refused';
    }
    return readCookie(CONSENT_COOKIE) ? 'given' : 'none';
  }

  function randomHex(bytes) {
    var values = new Uint8Array(bytes);
    window.crypto.getRandomValues(values);
    return Array.prototype.map
      .call(values, function (value) {
        return (value + 0x100).toString(16).slice(1);
      })
      .join('');
  }

  /** The visitor cookies' suffix: the site, then a short hash of the domain and path (FNV-1a here). */
  function cookieSuffix() {
    var text = window.location.hostname + '/';
    var hash = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return '.' + siteId + '.' + hash.toString(16).slice(0, 4);
  }

  /** `_pk_id` (visitor id and first visit, 13 months) and `_pk_ses` (30 min), created or renewed. */
  function visitor() {
    var idName = '_pk_id' + cookieSuffix();
    var parts = (readCookie(idName) || '').split('.');
    var id = /^[0-9a-f]{16}$/.test(parts[0]) ? parts[0] : randomHex(8);
    var createdAt = /^\d+$/.test(parts[1] || '') ? parts[1] : String(Math.floor(Date.now() / 1000));
    writeCookie(idName, id + '.' + createdAt + '.', VISITOR_COOKIE_MS);
    writeCookie('_pk_ses' + cookieSuffix(), '1', SESSION_COOKIE_MS);
    return { id: id, createdAt: createdAt };
  }

  function deleteVisitorCookies() {
    deleteCookie('_pk_id' + cookieSuffix());
    deleteCookie('_pk_ses' + cookieSuffix());
  }

  function pageUrl() {
    return customUrl || window.location.href;
  }

  function pageTitle() {
    return documentTitle === null ? document.title : documentTitle;
  }

  /** What a request says of the page and the moment, fixed when it is made. */
  function describe(params) {
    var now = new Date();
    var request = {
      idsite: siteId,
      rec: '1',
      apiv: '1',
      url: pageUrl(),
      urlref: document.referrer,
      h: String(now.getHours()),
      m: String(now.getMinutes()),
      s: String(now.getSeconds()),
      res: window.screen.width + 'x' + window.screen.height,
      send_image: '0',
    };
    if (pageViewId) request.pv_id = pageViewId;
    for (var key in params) if (params[key] !== undefined && params[key] !== null) request[key] = String(params[key]);
    return request;
  }

  /** Sends now: the visitor's id, a random value against caches; a beacon, or an image where none. */
  function transmit(request) {
    if (!trackerUrl || !siteId) return;
    var who = visitor();
    request._id = who.id;
    request._idts = who.createdAt;
    request.rand = String(Math.random()).slice(2, 8);
    var query = new window.URLSearchParams(request).toString();
    var body = new window.Blob([query], { type: 'application/x-www-form-urlencoded; charset=UTF-8' });
    if (window.navigator.sendBeacon && window.navigator.sendBeacon(trackerUrl, body)) return;
    new window.Image().src = trackerUrl + '?' + query;
  }

  function mayTrack() {
    return !consentRequired || consentGiven;
  }

  function send(params) {
    var request = describe(params);
    if (mayTrack()) transmit(request);
    else if (!consentRefused) waiting.push(request);
    armHeartBeat();
  }

  /** While the visitor is on the page (tab in front, window focused), a ping every heartBeatMs. */
  function armHeartBeat() {
    window.clearTimeout(heartBeatTimer);
    heartBeatTimer = null;
    if (!heartBeatMs || !pageViewId || !mayTrack()) return;
    heartBeatTimer = window.setTimeout(function () {
      if (document.visibilityState === 'visible' && document.hasFocus()) transmit(describe({ ping: '1' }));
      armHeartBeat();
    }, heartBeatMs);
  }

  var api = {
    setTrackerUrl: function (url) {
      trackerUrl = String(url);
    },
    setSiteId: function (id) {
      siteId = String(id);
    },
    requireConsent: function () {
      consentRequired = true;
      var remembered = rememberedConsent();
      consentGiven = remembered === 'given';
      consentRefused = remembered === 'refused';
    },
    setConsentGiven: function () {
      consentGiven = true;
      consentRefused = false;
      deleteCookie(CONSENT_REMOVED_COOKIE);
      var requests = waiting;
      waiting = [];
      requests.forEach(transmit);
      armHeartBeat();
    },
    rememberConsentGiven: function (hours) {
      api.setConsentGiven();
      writeCookie(CONSENT_COOKIE, Date.now(), hours ? hours * HOUR_MS : DEFAULT_CONSENT_MS);
    },
    forgetConsentGiven: function (hours) {
      deleteCookie(CONSENT_COOKIE);
      writeCookie(CONSENT_REMOVED_COOKIE, Date.now(), hours ? hours * HOUR_MS : DEFAULT_CONSENT_MS);
      deleteVisitorCookies();
      consentRequired = true;
      consentGiven = false;
      consentRefused = true;
      waiting = [];
      armHeartBeat();
    },
    setCustomUrl: function (url) {
      customUrl = String(url);
    },
    setDocumentTitle: function (title) {
      documentTitle = String(title);
    },
    trackPageView: function (customTitle) {
      pageViewId = randomHex(3);
      send({ action_name: customTitle === undefined ? pageTitle() : customTitle });
    },
    trackEvent: function (category, action, name, value) {
      if (!category || !action) {
        window.console.error('matomo.js : trackEvent demande une catégorie et une action');
        return;
      }
      send({ e_c: category, e_a: action, e_n: name, e_v: value });
    },
    enableHeartBeatTimer: function (seconds) {
      heartBeatMs = Math.max(Number(seconds) || 15, 5) * 1000;
      armHeartBeat();
    },
  };

  function apply(command) {
    if (typeof command === 'function') return command.call(api);
    var method = api[command[0]];
    if (typeof method !== 'function') {
      window.console.error('matomo.js : commande inconnue « ' + command[0] + ' »');
      return;
    }
    method.apply(api, command.slice(1));
  }

  var queued = Array.isArray(window._paq) ? window._paq : [];
  FIRST_COMMANDS.forEach(function (name) {
    queued.forEach(function (command) {
      if (command[0] === name) apply(command);
    });
  });
  queued.forEach(function (command) {
    if (FIRST_COMMANDS.indexOf(command[0]) === -1) apply(command);
  });
  window._paq = {
    push: function () {
      Array.prototype.forEach.call(arguments, apply);
      return 0;
    },
  };
})();
