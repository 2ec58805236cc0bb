// Bindery's browser client: sends user events over one WebSocket and applies the server's patches.
// No framework. Text is always applied with textContent, never as HTML; only whole screens rendered
// (and escaped) by the server are inserted as HTML.
(function () {
  "use strict";
  // The wire protocol's names and limits, written in by the server from its one definition (WireProtocol.swift).
  var W = /*BINDERY_WIRE*/;
  var K = W.key, T = W.type, OP = W.op, EV = W.event, A = W.attribute, M = W.marker;
  // Where BinderyWeb is served: empty at the site's root, or a prefix such as "/app" (WebConfiguration.basePath).
  var baseMeta = document.querySelector('meta[name="' + W.baseMeta + '"]');
  var base = baseMeta ? baseMeta.getAttribute("content") : "";
  // A page of a server the live edit loop runs (scripts/dev, DevelopmentLoop): it shows the build's state, and
  // retries at most every W.developmentPoll ms, since its server restarts on every change.
  var developing = !!document.querySelector('meta[name="' + W.developmentMeta + '"]');
  // How many times in a row this tab loaded a refusal for now (sessionStorage: the tab's own, kept across reloads).
  var RETRIES_KEY = "bindery.retries";
  // A page the server refused for now (it is restarting, or full) loads itself again once a server answers.
  if (document.querySelector('meta[name="' + W.retryMeta + '"]')) {
    var retries = Number(sessionStorage.getItem(RETRIES_KEY)) || 0;
    sessionStorage.setItem(RETRIES_KEY, String(retries + 1));
    setConnectionState(connectionText(W.connectionText.reconnecting));
    setTimeout(function () { reloadWhenServed(retries); }, backoff(retries));
    return;
  }
  var meta = document.querySelector('meta[name="' + W.sessionMeta + '"]');
  if (!meta) return;
  sessionStorage.removeItem(RETRIES_KEY);
  var token = meta.getAttribute("content");
  if (developing) watchDevelopment();
  rememberTimeZone();
  // The tab's session before this load (sessionStorage: the tab's own). A reload — the user's, a phone's browser
  // bringing back a tab it discarded, or the page's own after a move — asks the server to continue that session;
  // a new tab or a link home starts fresh.
  var TOKEN_KEY = "bindery.token";
  var navigation = performance.getEntriesByType && performance.getEntriesByType("navigation")[0];
  var reloaded = navigation && (navigation.type === "reload" || navigation.type === "back_forward");
  var previous = reloaded ? sessionStorage.getItem(TOKEN_KEY) : null;
  var socket = null;
  var ready = false;
  var queue = [];
  var attempts = 0;
  var closedByServer = false;
  // The server asked this page to move (it is draining before it stops): the reload is under way.
  var moving = false;
  // What the user typed since the server last rendered this screen: a re-render of the same screen (the
  // first one after the socket connects, or a resume) must not wipe text the server has not seen yet, and a
  // reconnection sends it again (a server that crashed may have read it from the socket and never handled it).
  var typed = {};
  // Whether a socket of this page was welcomed before: the next welcome is a reconnection.
  var welcomed = false;
  // Whether this socket's hello asked to continue the tab's session from before a reload.
  var resuming = false;

  function byId(id) { return document.getElementById(id); }

  function setConnectionState(text) {
    var el = byId(W.element.connectionState);
    if (!el) return;
    el.textContent = text || "";
    el.hidden = !text;
  }

  // The page's text for a connection state, in its language, as the server rendered it on #connectionState in the
  // attribute `attribute` (one of W.connectionText).
  function connectionText(attribute) {
    var el = byId(W.element.connectionState);
    return (el && el.getAttribute(attribute)) || "";
  }

  // A frame of type `type` with the given fields, keyed by the protocol's names.
  function frame(type, fields) {
    var message = {};
    message[K.type] = type;
    Object.keys(fields).forEach(function (name) { message[K[name]] = fields[name]; });
    return message;
  }

  // Every event but a field's change acts on what the fields show, so a change still waiting for its window is
  // sent first: sent after, it could reach a screen that event replaced or dismissed, which no longer has the field.
  function sendEvent(id, name, value) {
    if (name !== EV.change) sendPendingChanges();
    send(frame(T.event, value === undefined ? { id: id, name: name } : { id: id, name: name, value: value }));
  }

  // The screen's path as the server names it: the page's path and query without the base path.
  function appPath() {
    var path = location.pathname.indexOf(base) === 0 ? location.pathname.slice(base.length) : location.pathname;
    return (path || "/") + location.search;
  }

  function send(message) {
    if (ready && socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    else queue.push(message);
  }

  // The browser's time zone (an IANA name: letters, digits, / _ + -, all a cookie may hold as they are), kept in a
  // cookie the page loads and the socket carry, so the screens show dates in the user's time; written before the
  // socket opens, so even a first visit's screens hear it. Rewritten only when it changed (the user travelled).
  function rememberTimeZone() {
    var zone = "";
    try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (e) { return; }
    if (zone.length > W.timeZoneCharacters || !/^[A-Za-z0-9\/_+-]+$/.test(zone)) return;
    var current = ("; " + document.cookie).split("; " + W.timeZoneCookie + "=")[1];
    if (current && current.split(";")[0] === zone) return;
    document.cookie = W.timeZoneCookie + "=" + zone + "; Path=/; Max-Age=31536000; SameSite=Lax";
  }

  function connect() {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + base + "/" + W.path.socket);
    socket.onopen = function () {
      var hello = { version: W.version, token: token, path: appPath() };
      if (previous && previous !== token) hello.resume = previous;
      resuming = !!hello.resume;
      socket.send(JSON.stringify(frame(T.hello, hello)));
    };
    socket.onmessage = function (event) {
      var message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      handle(message);
    };
    socket.onclose = function (event) {
      ready = false;
      document.documentElement.removeAttribute(M.connected);
      if (moving) return;
      if (closedByServer || event.code === W.closeCode.refused) { rebuild(); return; }
      attempts += 1;
      setConnectionState(connectionText(W.connectionText.reconnecting));
      setTimeout(connect, backoff(attempts));
    };
  }

  // The server no longer knows this tab (it restarted, the grace period passed, or a load balancer sent the
  // socket to an instance that never held it): load the page again, which rebuilds the screen from its services.
  // The first reload is at once; within W.rebuildInterval of it, W.rebuildsPerInterval in all, each after a
  // doubling wait, so a rolling restart that strands a tab twice is survived and a broken server cannot make the
  // page reload in a loop. Past that, the page says the session ended.
  function rebuild() {
    var key = "bindery.rebuilt:" + location.pathname;
    var record = (sessionStorage.getItem(key) || "").split(" ");
    var first = Number(record[0]) || 0, count = Number(record[1]) || 0;
    if (Date.now() - first > W.rebuildInterval) { first = Date.now(); count = 0; }
    if (count >= W.rebuildsPerInterval) { setConnectionState(connectionText(W.connectionText.sessionEnded)); return; }
    sessionStorage.setItem(key, first + " " + (count + 1));
    setConnectionState(connectionText(W.connectionText.reconnecting));
    setTimeout(function () { reloadWhenServed(0); }, count === 0 ? 0 : backoff(count));
  }

  // Loads the page again once a server is ready for it, so the page is never left on the browser's own error page
  // nor reloaded into a server that is stopping: asks for readiness first (200 ready, 503 draining; a 404 where no
  // one serves it means a server is up) and, until a server is ready, asks again after the nth retry's wait. What the
  // reload lands on is a page of the app, or a refusal for now (the server filled up meanwhile), which retries in turn.
  function reloadWhenServed(n) {
    whenServed(n, function () { location.reload(); });
  }

  // Runs `then` once a server is ready (see reloadWhenServed), asking again after the nth retry's wait until one is.
  function whenServed(n, then) {
    var later = function () { setTimeout(function () { whenServed(n + 1, then); }, backoff(n)); };
    fetch(base + "/" + W.path.ready, { cache: "no-store" }).then(function (response) {
      if (response.ok || response.status === 404) then(); else later();
    }, later);
  }

  // The wait before the nth retry (reconnection or rebuild): doubling from twice W.reconnectBase, at most W.reconnectMax
  // (W.developmentPoll on a page of the live edit loop's server).
  function backoff(n) {
    return Math.min(developing ? W.developmentPoll : W.reconnectMax, W.reconnectBase * Math.pow(2, n));
  }

  // Shows the live edit loop's build state (DevelopmentLoop), asked for every W.developmentPoll ms, in a banner of its
  // own: the state's title, and the compiler's output when the build failed (as text, never as HTML); hidden while
  // the server runs. While no server answers (it is restarting) the banner keeps what it showed last.
  function watchDevelopment() {
    var banner = document.createElement("output"); // a live region: its role is status
    var title = document.createElement("strong");
    var details = document.createElement("pre");
    banner.id = W.element.developmentStatus;
    banner.hidden = true;
    banner.appendChild(title);
    banner.appendChild(details);
    document.body.appendChild(banner);
    var again = function () { setTimeout(ask, W.developmentPoll); };
    function show(status) {
      if (!status) return;
      var running = status.state === "running";
      banner.className = String(status.state || "");
      banner.hidden = running;
      title.textContent = running ? "" : String(status.title || "");
      details.textContent = running ? "" : String(status.details || "");
      details.hidden = !details.textContent;
    }
    function ask() {
      fetch(base + "/" + W.path.developmentStatus, { cache: "no-store" })
        .then(function (response) { return response.ok ? response.json() : null; })
        .then(show)
        .then(again, again);
    }
    ask();
  }

  function handle(message) {
    switch (message[K.type]) {
      case T.resumed:
        // The server continues the tab's session from before the reload: its token is this page's from now on.
        token = previous;
        break;
      case T.welcome:
        ready = true; attempts = 0; setConnectionState("");
        previous = null;
        sessionStorage.setItem(TOKEN_KEY, token);
        // Mark the entry as this app's; the server re-sends the screen only if the page is out of date.
        if (!history.state || !history.state.bindery) history.replaceState({ bindery: true }, "", location.href);
        document.documentElement.setAttribute(M.connected, "true");
        if (welcomed) sendTypedAgain();
        if (welcomed || resuming || document.visibilityState === "hidden") sendVisibility();
        welcomed = true;
        while (queue.length) socket.send(JSON.stringify(queue.shift()));
        break;
      case T.patch:
        (message[K.patches] || []).forEach(applyPatch);
        break;
      case T.screen:
        showScreen(message);
        break;
      case T.error:
        document.body.setAttribute(M.lastError, message[K.code] || "");
        if (message[K.code] === W.errorCode.badToken) {
          closedByServer = true;
          sessionStorage.removeItem(TOKEN_KEY);
        }
        break;
      case T.browser:
        renewBrowser(message[K.ticket]);
        break;
      case T.move:
        // Not a rebuild: the server asked, so no once-a-minute limit. The socket is let go at once, so the
        // draining server is not kept waiting for it; once a server is ready (another instance behind the load
        // balancer, or this one back), the page connects again with its token, and the server continues the tab
        // from its record — or, with no record to continue, says so and the page loads again (a rebuild).
        moving = true;
        socket.close();
        setConnectionState(connectionText(W.connectionText.reconnecting));
        whenServed(0, function () { moving = false; connect(); });
        break;
    }
  }

  // The server gave this browser a new identity (it signed in): trade the one-time ticket for the new
  // HttpOnly cookie, which page scripts never see.
  function renewBrowser(ticket) {
    fetch(base + "/" + W.path.browserRenewal, { method: "POST", body: ticket, credentials: "same-origin",
                          headers: { "Content-Type": "text/plain" } })
      .then(function (answer) { document.documentElement.setAttribute(M.browserRenewed, String(answer.ok)); })
      .catch(function () { document.documentElement.setAttribute(M.browserRenewed, "false"); });
  }

  // This origin's URL for a path: a path that starts with "//" stays a path here, never another host.
  function sameOriginURL(path) {
    return location.origin + path;
  }

  function showScreen(message) {
    var main = byId(W.element.screen);
    var path = message[K.path], historyMode = message[K.history], render = message[K.render];
    var samePage = path === appPath() && historyMode !== W.history.push;
    var focused = document.activeElement && document.activeElement.id;
    var caret = caretOf(document.activeElement);
    var unchanged = samePage && render && main.getAttribute(A.render) === render;
    if (!unchanged) {
      main.innerHTML = message[K.html]; // rendered and escaped by the server
      main.setAttribute(A.render, render || "");
      openDialogs();
    }
    if (samePage && !unchanged) {
      Object.keys(typed).forEach(function (id) {
        var input = byId(id);
        if (input && "value" in input) input.value = typed[id];
      });
      var again = focused && byId(focused);
      if (again && again.focus) {
        again.focus();
        placeCaret(again, caret);
      }
    } else if (!samePage) {
      typed = {};
      focusHeading();
    }
    document.title = message[K.title] || document.title;
    var url = sameOriginURL(base + path);
    if (historyMode === W.history.push) history.pushState({ bindery: true }, "", url);
    else if (historyMode === W.history.replace) history.replaceState({ bindery: true }, "", url);
    else if (historyMode === W.history.back) history.back(); // its popstate asks for the screen just shown: a no-op
    hideAlert(false);
  }

  // A text field's caret ([start, end]), or null where the browser does not share it (an email field) or there
  // is none: a re-render of the same screen puts it back, so typing goes on where it was.
  function caretOf(el) {
    try {
      return el && typeof el.selectionStart === "number" ? [el.selectionStart, el.selectionEnd] : null;
    } catch (e) {
      return null;
    }
  }

  // Puts the caret of a re-rendered field back; where it could not be read, at the end of the text (setting a
  // field's value moves its caret there), where typing most often goes on.
  function placeCaret(el, caret) {
    if (el.tagName !== "INPUT" && el.tagName !== "TEXTAREA") return;
    try {
      if (caret) { el.setSelectionRange(caret[0], caret[1]); return; }
    } catch (e) { /* a field type without a caret a script can set */ }
    var value = el.value;
    el.value = "";
    el.value = value;
  }

  // A new screen: focus moves to its level-one heading (its title), so a screen reader reads where the user is
  // and Tab goes on from the top of the screen.
  function focusHeading() {
    var heading = document.querySelector("#" + W.element.screen + " h1");
    if (!heading) return;
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }

  // The accessibility attributes the server may set (AccessibilityAttribute in Swift); any other name is ignored.
  var ACCESSIBILITY_ATTRIBUTES = Object.keys(W.accessibility).map(function (name) { return W.accessibility[name]; });

  function setAttribute(el, name, value) {
    if (ACCESSIBILITY_ATTRIBUTES.indexOf(name) < 0) return;
    if (value == null) el.removeAttribute(name); else el.setAttribute(name, value);
  }

  // An element's hint lives in a hidden sibling, <id>-hint (W.hintSuffix), which its aria-describedby names.
  function setHint(el, text) {
    var hintId = el.id + W.hintSuffix;
    var hint = byId(hintId);
    if (text == null) {
      if (hint) hint.parentNode.removeChild(hint);
      el.removeAttribute(W.accessibility.ariaDescribedBy);
      return;
    }
    if (!hint) {
      hint = document.createElement("span");
      hint.id = hintId;
      hint.hidden = true;
      el.insertAdjacentElement("afterend", hint);
    }
    hint.textContent = text;
    el.setAttribute(W.accessibility.ariaDescribedBy, hintId);
  }

  function applyPatch(patch) {
    var value = patch[K.value], id = patch[K.id];
    if (patch[K.operation] === OP.alert) { showAlert(value); return; }
    if (patch[K.operation] === OP.title) { document.title = value; return; }
    byId(W.element.screen).removeAttribute(A.render); // the page now differs from any earlier render
    if (patch[K.operation] === OP.present) { presentDialog(id, value); return; }
    var el = byId(id);
    if (!el) return;
    switch (patch[K.operation]) {
      case OP.text: el.textContent = value; break;
      case OP.value: if (el.value !== value) el.value = value; delete typed[id]; break;
      case OP.enabled: if (value) el.removeAttribute("disabled"); else el.setAttribute("disabled", ""); break;
      case OP.hidden: el.hidden = !!value; break;
      case OP.classes: el.className = (value || []).join(" "); break;
      case OP.source: if (value == null) el.removeAttribute("src"); else el.setAttribute("src", value); break;
      case OP.rows: renderRows(el, value || []); break;
      case OP.rowEdits: editRows(el, patch[K.removed], value || []); break;
      case OP.content: el.innerHTML = value; break; // a container's controls, rendered and escaped by the server like a screen
      case OP.contentEdits: editContent(el, patch[K.removed], value || []); break;
      case OP.attribute: setAttribute(el, patch[K.name], value); break;
      case OP.hint: setHint(el, value); break;
      case OP.checked: el.checked = !!value; break;
      case OP.selected: selectOption(el, value); break;
      case OP.dismiss: dismissDialog(el); break;
      case OP.replace: replaceElement(el, value); break; // a control redrawn, rendered and escaped by the server
    }
  }

  // ---- Value controls (switch, check box, segments, picker, slider, stepper, date picker, text view) ----

  // Chooses the option at `index` (-1: none) of a <select>, or the radio at `index` of a radio group.
  function selectOption(el, index) {
    if (el.tagName === "SELECT") { el.selectedIndex = index; return; }
    Array.prototype.forEach.call(radiosOf(el), function (radio, i) { radio.checked = i === index; });
  }

  function radiosOf(el) { return el.querySelectorAll("input[type=radio]"); }


  // What a control that sends its choice (W.attribute.choice) holds: a check box's state, the chosen radio's value,
  // or the field's value; null while there is none (a date or number typed halfway is empty).
  function choiceOf(el) {
    if (el.type === "checkbox") return el.checked ? "true" : "false";
    if (el.tagName === "FIELDSET") {
      var chosen = el.querySelector("input[type=radio]:checked");
      return chosen ? chosen.value : null;
    }
    return el.value === "" ? null : el.value;
  }

  // What a field sends as its value: a choice control's choice, any other field's text.
  function fieldValue(el) {
    return el.hasAttribute(A.choice) ? choiceOf(el) : el.value;
  }

  // A choice goes to the server as a field's text does, at most every W.changeInterval, the last always (a click,
  // Space, an arrow key held on a radio group, slider or spin button, a day picked).
  document.addEventListener("input", function (event) {
    var el = controlOf(event.target, A.choice);
    if (el && !el.hasAttribute("disabled")) sendChange(el.id);
  });

  // Whether Return in a field that sends its text submits it: not in a text view, where it starts a new line.
  function submitsOnReturn(el) {
    return el.tagName !== "TEXTAREA";
  }

  // ---- end of value controls ----

  // Rows are keyed by their id: a row still listed keeps its <tr> (and the keyboard focus on it) while its cells are
  // refilled and its place is fixed; rows no longer listed go, new ones are made.
  function renderRows(table, rows) {
    var body = tableBody(table);
    var kept = Object.create(null);
    Array.prototype.forEach.call(body.rows, function (tr) { kept[tr.getAttribute(A.row)] = tr; });
    rows.forEach(function (row, index) {
      var key = String(row[K.id]);
      placeRow(body, kept[key], row, index);
      delete kept[key];
    });
    Object.keys(kept).forEach(function (key) { body.removeChild(kept[key]); });
  }

  // A few rows changed (TableRowEdits): the rows `removed` names go, then each row sent is put at its index, in
  // ascending order; every other row stays as it is, so a list that grew by one costs one row.
  function editRows(table, removed, rows) {
    var body = tableBody(table);
    (removed || []).forEach(function (key) {
      var tr = shownRow(body, key);
      if (tr) body.removeChild(tr);
    });
    rows.forEach(function (row) { placeRow(body, shownRow(body, String(row[K.id])), row, row[K.index]); });
  }

  // A few of a container's views changed (CollectionEdits): the views `removed` names go, with their hints; then each
  // new view's HTML (rendered and escaped by the server, like a screen) goes after the view it follows, past that
  // view's hint, or first. Every other view stays as it is, with its focus and what is typed in it.
  // In a table of cells of the app's design, the children are its body's rows, keyed by their index (A.row).
  function editContent(el, removed, inserted) {
    var box = el.tagName === "TABLE" ? tableBody(el) : el;
    (removed || []).forEach(function (id) {
      [id, id + W.hintSuffix].forEach(function (key) {
        var child = childWithKey(box, key);
        if (child) box.removeChild(child);
      });
    });
    inserted.forEach(function (view) {
      var after = view[K.after] == null ? null : childWithKey(box, view[K.after]);
      if (after) {
        var hint = after.nextElementSibling;
        if (hint && hint.id === after.id + W.hintSuffix) after = hint;
      }
      var template = document.createElement("template");
      template.innerHTML = view[K.html];
      box.insertBefore(template.content, after ? after.nextSibling : box.firstChild);
    });
  }

  function childWithKey(box, key) {
    var quoted = "\"" + CSS.escape(key) + "\"]";
    return box.querySelector(":scope > [id=" + quoted + ", :scope > [" + A.row + "=" + quoted);
  }

  function tableBody(table) {
    return table.tBodies[0] || table.appendChild(document.createElement("tbody"));
  }

  function shownRow(body, key) {
    return body.querySelector(":scope > tr[" + A.row + "=\"" + CSS.escape(key) + "\"]");
  }

  // Fills `tr` (a new row when it is null) with `row` and puts it at `index` of the body's rows.
  function placeRow(body, tr, row, index) {
    if (!tr) {
      tr = document.createElement("tr");
      tr.setAttribute(A.row, String(row[K.id]));
      tr.tabIndex = 0;
    }
    fillRow(tr, row);
    if (body.rows[index] !== tr) body.insertBefore(tr, body.rows[index] || null);
  }

  // Refills a row's cells, unless it already shows exactly this row (an unchanged image is not fetched again).
  function fillRow(tr, row) {
    // What the row shows, without the place an edit put it at (a later list that moves nothing refills nothing).
    var shown = JSON.stringify(row, function (key, value) { return key === K.index ? undefined : value; });
    if (tr.binderyRow === shown) return;
    tr.binderyRow = shown;
    while (tr.firstChild) tr.removeChild(tr.firstChild);
    if (row[K.image]) {
      var td = document.createElement("td");
      var img = document.createElement("img");
      img.src = row[K.image]; img.alt = row[K.imageAlt] || ""; img.loading = "lazy";
      td.appendChild(img); tr.appendChild(td);
    }
    if (row[K.runs]) {
      row[K.runs].forEach(function (runs) { tr.appendChild(styledCell(runs)); });
    } else {
      (row[K.cells] || []).forEach(function (text) {
        var cell = document.createElement("td");
        cell.textContent = text;
        tr.appendChild(cell);
      });
    }
  }

  // A cell of text runs: emphasised runs in <b>, every run's text set with textContent, never parsed as HTML.
  function styledCell(runs) {
    var cell = document.createElement("td");
    runs.forEach(function (run) {
      var holder = run[K.emphasized] ? cell.appendChild(document.createElement("b")) : cell;
      holder.appendChild(document.createTextNode(run[K.text]));
    });
    return cell;
  }

  // An alert is announced (the box is shown first, so its element with the alert role is rendered when its text
  // arrives). Unless the user is typing, focus moves to its button; dismissing it takes focus back where it was.
  var focusBeforeAlert = null;
  function showAlert(text) {
    var box = byId(W.element.alertBox);
    var alert = byId(W.element.alert);
    if (!alert) return;
    if (box) box.hidden = false;
    alert.textContent = "";
    alert.textContent = text;
    var active = document.activeElement;
    var typing = active && (active.tagName === "INPUT" || active.tagName === "TEXTAREA");
    if (box && !(active && box.contains(active))) focusBeforeAlert = active;
    if (box && !typing) {
      var dismiss = byId(W.element.alertDismiss);
      if (dismiss) dismiss.focus();
    }
  }

  function hideAlert(restoresFocus) {
    var box = byId(W.element.alertBox);
    var back = focusBeforeAlert;
    focusBeforeAlert = null;
    if (!box || box.hidden) return;
    var hadFocus = box.contains(document.activeElement);
    box.hidden = true;
    if (!restoresFocus || !hadFocus) return;
    if (back && back !== document.body && document.contains(back) && back.focus) back.focus();
    else focusHeading();
  }

  function controlOf(target, attribute) {
    var el = target && target.closest ? target.closest("[" + attribute + "]") : null;
    return el && el.id ? el : null;
  }

  document.addEventListener("click", function (event) {
    if (event.target && event.target.id === W.element.alertDismiss) { hideAlert(true); return; }
    var row = event.target.closest ? event.target.closest("tr[" + A.row + "]") : null;
    if (row && !controlOf(event.target, A.tap)) { // a button inside a cell of an app's own is tapped, not its row
      var table = row.closest("table");
      if (table && table.id) sendEvent(table.id, EV.select, row.getAttribute(A.row));
      return;
    }
    var el = controlOf(event.target, A.tap);
    if (el && !el.hasAttribute("disabled")) {
      // A link inside a control (a tab bar's section) is the session's move on a plain click; with a modifier or
      // another button (a new tab or window) it is the browser's, which starts a session there.
      var link = event.target.closest ? event.target.closest("a[href]") : null;
      if (link && el.contains(link)) {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
      }
      sendEvent(el.id, EV.tap, tapValue(event.target, el));
    }
  });

  // A field's value goes to the server at most every 50 ms; a change inside that window is sent at its end
  // with the field's value then, so the last value always arrives and a held key cannot flood the session.
  var lastChangeAt = {};
  var trailingChange = {};
  function sendChange(id) {
    if (trailingChange[id]) return;
    var wait = W.changeInterval - (Date.now() - (lastChangeAt[id] || 0));
    if (wait <= 0) sendChangeNow(id); else trailingChange[id] = setTimeout(function () { sendChangeNow(id); }, wait);
  }

  function sendChangeNow(id) {
    trailingChange[id] = null;
    lastChangeAt[id] = Date.now();
    var field = byId(id);
    var value = field && fieldValue(field);
    if (value != null) sendEvent(id, EV.change, value);
  }

  // On a reconnection, before what was queued while the socket was down: each field's text typed since its screen
  // was rendered, which the server may not have handled (it read the frame and died), so that an event queued after
  // it (Add, while the page said "Reconnecting…") acts on the text the page shows. A change of that field still
  // queued is older than the text sent (its first keystrokes, sent at once while the rest waited for their window):
  // it is dropped, or the server would end on it.
  function sendTypedAgain() {
    Object.keys(typed).forEach(function (id) {
      var field = byId(id);
      var value = field && "value" in field ? fieldValue(field) : null;
      if (value == null) return;
      if (trailingChange[id]) { clearTimeout(trailingChange[id]); trailingChange[id] = null; }
      socket.send(JSON.stringify(frame(T.event, { id: id, name: EV.change, value: value })));
      queue = queue.filter(function (message) {
        return !(message[K.type] === T.event && message[K.name] === EV.change && message[K.id] === id);
      });
    });
  }

  // Sends now every field change still waiting for its window (see sendEvent).
  function sendPendingChanges() {
    Object.keys(trailingChange).forEach(function (id) {
      if (!trailingChange[id]) return;
      clearTimeout(trailingChange[id]);
      sendChangeNow(id);
    });
  }

  document.addEventListener("input", function (event) {
    var el = controlOf(event.target, A.change);
    if (el) {
      typed[el.id] = el.value;
      sendChange(el.id);
    }
  });

  // A table row is a button to the keyboard too: Enter or Space on a focused row selects it.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    var row = event.target;
    if (!row || row.tagName !== "TR" || !row.hasAttribute(A.row)) return;
    event.preventDefault(); // Space would scroll the page
    if (event.repeat) return;
    var table = row.closest("table");
    if (table && table.id) sendEvent(table.id, EV.select, row.getAttribute(A.row));
  });

  // A control with a key shortcut (data-key, announced by aria-keyshortcuts) is pressed by that key, as a tap
  // would, while focus is outside a text field and no alert is open.
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented) return;
    var target = event.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable)) return;
    var box = byId(W.element.alertBox);
    if (box && !box.hidden) return;
    if (topDialog()) return; // the screen beneath an open dialog is inert
    var el = document.querySelector("#" + W.element.screen + " [" + W.accessibility.dataKey + '="' + CSS.escape(event.key) + '"]');
    if (!el || el.hasAttribute("disabled") || el.closest("[hidden]")) return;
    event.preventDefault();
    el.click();
  });

  // Escape closes the alert, as its button does.
  document.addEventListener("keydown", function (event) {
    var box = byId(W.element.alertBox);
    if (event.key === "Escape" && box && !box.hidden) hideAlert(true);
  });

  // Return in a field acts on what the fields show, like a tap; not while an IME (Korean) is still composing.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" || event.isComposing || event.keyCode === 229) return;
    var el = controlOf(event.target, A.change);
    if (!el || !submitsOnReturn(el)) return;
    sendEvent(el.id, EV.submit);
  });

  function touch(name) {
    return function (event) {
      var el = controlOf(event.target, A.touch);
      if (!el) return;
      if (name === EV.touchCancel && event.type === "pointerleave" && event.target !== el) return;
      sendEvent(el.id, name);
    };
  }
  // A touch pointer is captured by the element it went down on, so it would never "leave" it: release the
  // capture, so sliding a finger off a touch view cancels the touch as moving the mouse off it does.
  document.addEventListener("pointerdown", function (event) {
    var el = controlOf(event.target, A.touch);
    if (el && event.target.hasPointerCapture && event.target.hasPointerCapture(event.pointerId)) {
      event.target.releasePointerCapture(event.pointerId);
    }
  });
  // A touch view is a button to the keyboard too: Enter or Space down is a touch down, up a touch up, and
  // leaving it (Tab, a click elsewhere) while held cancels the touch.
  var keyHeld = null;
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    var el = controlOf(event.target, A.touch);
    if (!el || event.target !== el) return;
    event.preventDefault(); // Space would scroll the page
    if (event.repeat || keyHeld) return;
    keyHeld = el.id;
    sendEvent(el.id, EV.touchDown);
  });
  document.addEventListener("keyup", function (event) {
    if ((event.key !== "Enter" && event.key !== " ") || !keyHeld) return;
    var id = keyHeld;
    keyHeld = null;
    sendEvent(id, EV.touchUp);
  });
  document.addEventListener("focusout", function (event) {
    if (keyHeld && event.target && event.target.id === keyHeld) {
      var id = keyHeld;
      keyHeld = null;
      sendEvent(id, EV.touchCancel);
    }
  });
  document.addEventListener("pointerdown", touch(EV.touchDown));
  document.addEventListener("pointerup", touch(EV.touchUp));
  document.addEventListener("pointercancel", touch(EV.touchCancel));
  document.addEventListener("pointerleave", touch(EV.touchCancel), true);

  // Whether the page is on show (hidden: another tab in front, the window minimised) goes to the server as it
  // changes, never queued: a socket that connects says it when the server may think otherwise (a reconnection, a
  // resumed or restored tab, a page loaded hidden), and a new session starts on show.
  function sendVisibility() {
    if (!ready || !socket || socket.readyState !== WebSocket.OPEN) return;
    var value = document.visibilityState === "hidden" ? W.visibility.hidden : W.visibility.visible;
    socket.send(JSON.stringify(frame(T.visibility, { value: value })));
  }
  document.addEventListener("visibilitychange", sendVisibility);

  window.addEventListener("popstate", function () {
    if (dialogTookBack()) return;
    sendPendingChanges(); // typed on the screen being left, before the navigation replaces it
    typed = {};
    send(frame(T.navigate, { path: appPath() }));
  });

  // Dialogs (a presented screen, an alert controller): a native <dialog> opened modally, so the screen beneath is
  // inert and focus stays inside it. Escape, its close button (A.dismiss) and the browser's Back ask the server to
  // dismiss it (EV.dismiss); the server's dismiss patch closes it and gives focus back to what had it before.
  var focusBeforeDialog = {};
  var skipPopstate = false;

  function presentDialog(id, html) {
    byId(W.element.screen).insertAdjacentHTML("beforeend", html); // rendered and escaped by the server
    openDialogs();
    history.pushState({ bindery: true, dialog: id }, "", location.href); // Back asks to dismiss it
  }

  // Opens every dialog on the screen that is not open yet, outermost first (a new one, or those a whole screen
  // brought: a reload of a screen with a dialog presented over it).
  function openDialogs() {
    Object.keys(focusBeforeDialog).forEach(function (id) { if (!byId(id)) delete focusBeforeDialog[id]; });
    var dialogs = document.querySelectorAll("#" + W.element.screen + " dialog[" + A.modal + "]");
    Array.prototype.forEach.call(dialogs, function (dialog) {
      if (dialog.open) return;
      var active = document.activeElement;
      if (!focusBeforeDialog[dialog.id]) focusBeforeDialog[dialog.id] = { el: active, id: active && active.id };
      dialog.showModal();
    });
  }

  // The innermost open dialog, if any.
  function topDialog() {
    var open = document.querySelectorAll("#" + W.element.screen + " dialog[" + A.modal + "][open]");
    return open.length ? open[open.length - 1] : null;
  }

  function dismissDialog(dialog) {
    var back = focusBeforeDialog[dialog.id];
    delete focusBeforeDialog[dialog.id];
    dialog.binderyDismissed = true;
    if (dialog.open) dialog.close();
    dialog.parentNode.removeChild(dialog);
    if (history.state && history.state.dialog === dialog.id) { skipPopstate = true; history.back(); }
    var target = back && (back.el && document.contains(back.el) ? back.el : back.id && byId(back.id));
    if (target && target !== document.body && target.focus) target.focus(); else focusHeading();
  }

  // Escape: the server decides (an alert without a cancel action stays), so the browser does not close it itself.
  document.addEventListener("cancel", function (event) {
    var dialog = event.target;
    if (!dialog || !dialog.hasAttribute || !dialog.hasAttribute(A.modal)) return;
    event.preventDefault();
    sendEvent(dialog.id, EV.dismiss);
  }, true);
  // A browser that closes a dialog on Escape anyway (a second Escape): open it again until the server dismisses it.
  document.addEventListener("close", function (event) {
    var dialog = event.target;
    if (!dialog || !dialog.hasAttribute || !dialog.hasAttribute(A.modal) || dialog.binderyDismissed) return;
    if (document.contains(dialog)) dialog.showModal();
  }, true);
  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("[" + A.dismiss + "]") : null;
    var dialog = button && button.closest("dialog");
    if (dialog && dialog.id) sendEvent(dialog.id, EV.dismiss);
  });

  // Back while a dialog is open asks to dismiss it (the dialog's history entry is gone); the Back that a dismissal
  // itself takes is not sent.
  function dialogTookBack() {
    if (skipPopstate) { skipPopstate = false; return true; }
    var dialog = topDialog();
    if (!dialog || (history.state && history.state.dialog === dialog.id)) return false;
    sendEvent(dialog.id, EV.dismiss);
    return true;
  }

  // Controls of an app's own: a tap sends the value of the part tapped (A.value, a star of a rating), if any.
  function tapValue(target, control) {
    var part = target.closest ? target.closest("[" + A.value + "]") : null;
    return part && control.contains(part) ? part.getAttribute(A.value) : undefined;
  }

  // A control of an app's own, redrawn: the new element takes the old one's place, and focus stays on the same part.
  function replaceElement(el, html) {
    var path = [];
    for (var node = document.activeElement; node && node !== el && el.contains(node); node = node.parentNode) {
      path.unshift(Array.prototype.indexOf.call(node.parentNode.children, node));
    }
    var focused = el.contains(document.activeElement);
    delete typed[el.id];
    var holder = document.createElement("template");
    holder.innerHTML = html; // rendered and escaped by the server
    var next = holder.content.firstElementChild;
    if (!next) return;
    el.replaceWith(next);
    if (!focused) return;
    var again = next;
    path.forEach(function (index) { again = again && again.children[index]; });
    if (again && again.focus) again.focus();
  }

  openDialogs(); // a reload of a screen with a dialog presented over it
  connect();
})();
