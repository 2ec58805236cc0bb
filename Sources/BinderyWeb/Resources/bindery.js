// Bindery's browser client: sends user events over one WebSocket and applies the server's patches.
// No framework. Text is always applied with textContent, never as HTML; only whole screens rendered
// (and escaped) by the server are inserted as HTML.
(function () {
  "use strict";
  var PROTOCOL_VERSION = 1;
  var BROWSER_PATH = "/_bindery/browser";
  var meta = document.querySelector('meta[name="bindery-session"]');
  if (!meta) return;
  var token = meta.getAttribute("content");
  var socket = null;
  var ready = false;
  var queue = [];
  var attempts = 0;
  var closedByServer = false;
  // What the user typed since the server last rendered this screen: a re-render of the same screen (the
  // first one after the socket connects, or a resume) must not wipe text the server has not seen yet.
  var typed = {};

  function byId(id) { return document.getElementById(id); }

  function setConnectionState(text) {
    var el = byId("connectionState");
    if (!el) return;
    el.textContent = text || "";
    el.hidden = !text;
  }

  // The page's texts for the connection's states, in its language, as the server rendered them on
  // #connectionState (data-reconnecting, data-session-ended).
  function connectionText(name) {
    var el = byId("connectionState");
    return (el && el.dataset[name]) || "";
  }

  function send(message) {
    var frame = JSON.stringify(message);
    if (ready && socket && socket.readyState === WebSocket.OPEN) socket.send(frame);
    else queue.push(frame);
  }

  function connect() {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/socket");
    socket.onopen = function () {
      socket.send(JSON.stringify({ t: "hello", v: PROTOCOL_VERSION, token: token, path: location.pathname + location.search }));
    };
    socket.onmessage = function (event) {
      var message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      handle(message);
    };
    socket.onclose = function (event) {
      ready = false;
      document.documentElement.removeAttribute("data-connected");
      if (closedByServer || event.code === 1008) { rebuild(); return; }
      attempts += 1;
      setConnectionState(connectionText("reconnecting"));
      setTimeout(connect, Math.min(5000, 200 * Math.pow(2, attempts)));
    };
  }

  // The server no longer knows this tab (it restarted, or the grace period passed): load the page
  // again, which rebuilds the screen from its services. At most once a minute, so a broken server
  // cannot make the page reload in a loop.
  function rebuild() {
    var key = "bindery.rebuilt:" + location.pathname;
    var last = Number(sessionStorage.getItem(key) || 0);
    if (Date.now() - last > 60000) {
      sessionStorage.setItem(key, String(Date.now()));
      location.reload();
      return;
    }
    setConnectionState(connectionText("sessionEnded"));
  }

  function handle(message) {
    switch (message.t) {
      case "welcome":
        ready = true; attempts = 0; setConnectionState("");
        // Mark the entry as this app's; the server re-sends the screen only if the page is out of date.
        if (!history.state || !history.state.bindery) history.replaceState({ bindery: true }, "", location.href);
        document.documentElement.setAttribute("data-connected", "true");
        while (queue.length) socket.send(queue.shift());
        break;
      case "patch":
        (message.p || []).forEach(applyPatch);
        break;
      case "screen":
        showScreen(message);
        break;
      case "error":
        document.body.setAttribute("data-last-error", message.code || "");
        if (message.code === "badToken") closedByServer = true;
        break;
      case "browser":
        renewBrowser(message.ticket);
        break;
    }
  }

  // The server gave this browser a new identity (it signed in): trade the one-time ticket for the new
  // HttpOnly cookie, which page scripts never see.
  function renewBrowser(ticket) {
    fetch(BROWSER_PATH, { method: "POST", body: ticket, credentials: "same-origin",
                          headers: { "Content-Type": "text/plain" } })
      .then(function (answer) { document.documentElement.setAttribute("data-browser-renewed", String(answer.ok)); })
      .catch(function () { document.documentElement.setAttribute("data-browser-renewed", "false"); });
  }

  // This origin's URL for a path: a path that starts with "//" stays a path here, never another host.
  function sameOriginURL(path) {
    return location.origin + path;
  }

  function showScreen(message) {
    var main = byId("screen");
    var samePage = message.path === location.pathname + location.search && message.history !== "push";
    var focused = document.activeElement && document.activeElement.id;
    var unchanged = samePage && message.render && main.getAttribute("data-render") === message.render;
    if (!unchanged) {
      main.innerHTML = message.html; // rendered and escaped by the server
      main.setAttribute("data-render", message.render || "");
    }
    if (samePage && !unchanged) {
      Object.keys(typed).forEach(function (id) {
        var input = byId(id);
        if (input && "value" in input) input.value = typed[id];
      });
      var again = focused && byId(focused);
      if (again && again.focus) again.focus();
    } else if (!samePage) {
      typed = {};
      focusHeading();
    }
    document.title = message.title || document.title;
    var url = sameOriginURL(message.path);
    if (message.history === "push") history.pushState({ bindery: true }, "", url);
    else if (message.history === "replace") history.replaceState({ bindery: true }, "", url);
    else if (message.history === "back") history.back(); // its popstate asks for the screen just shown: a no-op
    hideAlert(false);
  }

  // A new screen: focus moves to its level-one heading (its title), so a screen reader reads where the user is
  // and Tab goes on from the top of the screen.
  function focusHeading() {
    var heading = document.querySelector("#screen h1");
    if (!heading) return;
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }

  // The accessibility attributes the server may set (AccessibilityAttribute in Swift); any other name is ignored.
  var ACCESSIBILITY_ATTRIBUTES = ["role", "aria-level", "aria-label", "alt", "aria-hidden", "aria-pressed",
                                  "aria-current", "aria-disabled", "aria-live", "autocomplete", "aria-keyshortcuts",
                                  "data-key"];

  function setAttribute(el, name, value) {
    if (ACCESSIBILITY_ATTRIBUTES.indexOf(name) < 0) return;
    if (value == null) el.removeAttribute(name); else el.setAttribute(name, value);
  }

  // An element's hint lives in a hidden sibling, <id>-hint, which its aria-describedby names.
  function setHint(el, text) {
    var hintId = el.id + "-hint";
    var hint = byId(hintId);
    if (text == null) {
      if (hint) hint.parentNode.removeChild(hint);
      el.removeAttribute("aria-describedby");
      return;
    }
    if (!hint) {
      hint = document.createElement("span");
      hint.id = hintId;
      hint.hidden = true;
      el.insertAdjacentElement("afterend", hint);
    }
    hint.textContent = text;
    el.setAttribute("aria-describedby", hintId);
  }

  function applyPatch(patch) {
    if (patch.op === "alert") { showAlert(patch.value); return; }
    byId("screen").removeAttribute("data-render"); // the page now differs from any earlier render
    var el = byId(patch.id);
    if (!el) return;
    switch (patch.op) {
      case "text": el.textContent = patch.value; break;
      case "value": if (el.value !== patch.value) el.value = patch.value; delete typed[patch.id]; break;
      case "enabled": if (patch.value) el.removeAttribute("disabled"); else el.setAttribute("disabled", ""); break;
      case "hidden": el.hidden = !!patch.value; break;
      case "class": el.className = (patch.value || []).join(" "); break;
      case "src": if (patch.value == null) el.removeAttribute("src"); else el.setAttribute("src", patch.value); break;
      case "rows": renderRows(el, patch.value || []); break;
      case "content": el.innerHTML = patch.value; break; // a container's controls, rendered and escaped by the server like a screen
      case "attr": setAttribute(el, patch.name, patch.value); break;
      case "hint": setHint(el, patch.value); break;
    }
  }

  function renderRows(table, rows) {
    var body = table.tBodies[0] || table.appendChild(document.createElement("tbody"));
    while (body.firstChild) body.removeChild(body.firstChild);
    rows.forEach(function (row) {
      var tr = document.createElement("tr");
      tr.setAttribute("data-row", row.id);
      tr.tabIndex = 0;
      if (row.image) {
        var td = document.createElement("td");
        var img = document.createElement("img");
        img.src = row.image; img.alt = row.imageAlt || ""; img.loading = "lazy";
        td.appendChild(img); tr.appendChild(td);
      }
      if (row.runs) {
        row.runs.forEach(function (runs) { tr.appendChild(styledCell(runs)); });
      } else {
        (row.cells || []).forEach(function (text) {
          var cell = document.createElement("td");
          cell.textContent = text;
          tr.appendChild(cell);
        });
      }
      body.appendChild(tr);
    });
  }

  // A cell of text runs: emphasised runs in <b>, every run's text set with textContent, never parsed as HTML.
  function styledCell(runs) {
    var cell = document.createElement("td");
    runs.forEach(function (run) {
      var holder = run.b ? cell.appendChild(document.createElement("b")) : cell;
      holder.appendChild(document.createTextNode(run.text));
    });
    return cell;
  }

  // An alert is announced (the box is shown first, so its role="alert" element is rendered when its text
  // arrives). Unless the user is typing, focus moves to its button; dismissing it takes focus back where it was.
  var focusBeforeAlert = null;
  function showAlert(text) {
    var box = byId("alertBox");
    var alert = byId("alert");
    if (!alert) return;
    if (box) box.hidden = false;
    alert.textContent = "";
    alert.textContent = text;
    var active = document.activeElement;
    var typing = active && (active.tagName === "INPUT" || active.tagName === "TEXTAREA");
    if (box && !(active && box.contains(active))) focusBeforeAlert = active;
    if (box && !typing) {
      var dismiss = byId("alertDismiss");
      if (dismiss) dismiss.focus();
    }
  }

  function hideAlert(restoresFocus) {
    var box = byId("alertBox");
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
    if (event.target && event.target.id === "alertDismiss") { hideAlert(true); return; }
    var row = event.target.closest ? event.target.closest("tr[data-row]") : null;
    if (row) {
      var table = row.closest("table");
      if (table && table.id) send({ t: "event", id: table.id, name: "select", value: row.getAttribute("data-row") });
      return;
    }
    var el = controlOf(event.target, "data-tap");
    if (el && !el.hasAttribute("disabled")) {
      sendPendingChanges();
      send({ t: "event", id: el.id, name: "tap" });
    }
  });

  // A field's value goes to the server at most every 50 ms; a change inside that window is sent at its end
  // with the field's value then, so the last value always arrives and a held key cannot flood the session.
  var lastChangeAt = {};
  var trailingChange = {};
  function sendChange(id) {
    if (trailingChange[id]) return;
    var wait = 50 - (Date.now() - (lastChangeAt[id] || 0));
    if (wait <= 0) sendChangeNow(id); else trailingChange[id] = setTimeout(function () { sendChangeNow(id); }, wait);
  }

  function sendChangeNow(id) {
    trailingChange[id] = null;
    lastChangeAt[id] = Date.now();
    var field = byId(id);
    if (field) send({ t: "event", id: id, name: "change", value: field.value });
  }

  // A tap acts on what the fields show: a field change still waiting for its window is sent before it.
  function sendPendingChanges() {
    Object.keys(trailingChange).forEach(function (id) {
      if (!trailingChange[id]) return;
      clearTimeout(trailingChange[id]);
      sendChangeNow(id);
    });
  }

  document.addEventListener("input", function (event) {
    var el = controlOf(event.target, "data-change");
    if (el) {
      typed[el.id] = el.value;
      sendChange(el.id);
    }
  });

  // A table row is a button to the keyboard too: Enter or Space on a focused row selects it.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    var row = event.target;
    if (!row || row.tagName !== "TR" || !row.hasAttribute("data-row")) return;
    event.preventDefault(); // Space would scroll the page
    if (event.repeat) return;
    var table = row.closest("table");
    if (table && table.id) send({ t: "event", id: table.id, name: "select", value: row.getAttribute("data-row") });
  });

  // A control with a key shortcut (data-key, announced by aria-keyshortcuts) is pressed by that key, as a tap
  // would, while focus is outside a text field and no alert is open.
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented) return;
    var target = event.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable)) return;
    var box = byId("alertBox");
    if (box && !box.hidden) return;
    var el = document.querySelector('#screen [data-key="' + CSS.escape(event.key) + '"]');
    if (!el || el.hasAttribute("disabled") || el.closest("[hidden]")) return;
    event.preventDefault();
    el.click();
  });

  // Escape closes the alert, as its button does.
  document.addEventListener("keydown", function (event) {
    var box = byId("alertBox");
    if (event.key === "Escape" && box && !box.hidden) hideAlert(true);
  });

  // Return in a field acts on what the fields show, like a tap; not while an IME (Korean) is still composing.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" || event.isComposing || event.keyCode === 229) return;
    var el = controlOf(event.target, "data-change");
    if (!el) return;
    sendPendingChanges();
    send({ t: "event", id: el.id, name: "submit" });
  });

  function touch(name) {
    return function (event) {
      var el = controlOf(event.target, "data-touch");
      if (!el) return;
      if (name === "touchCancel" && event.type === "pointerleave" && event.target !== el) return;
      send({ t: "event", id: el.id, name: name });
    };
  }
  // A touch pointer is captured by the element it went down on, so it would never "leave" it: release the
  // capture, so sliding a finger off a touch view cancels the touch as moving the mouse off it does.
  document.addEventListener("pointerdown", function (event) {
    var el = controlOf(event.target, "data-touch");
    if (el && event.target.hasPointerCapture && event.target.hasPointerCapture(event.pointerId)) {
      event.target.releasePointerCapture(event.pointerId);
    }
  });
  // A touch view is a button to the keyboard too: Enter or Space down is a touch down, up a touch up, and
  // leaving it (Tab, a click elsewhere) while held cancels the touch.
  var keyHeld = null;
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    var el = controlOf(event.target, "data-touch");
    if (!el || event.target !== el) return;
    event.preventDefault(); // Space would scroll the page
    if (event.repeat || keyHeld) return;
    keyHeld = el.id;
    send({ t: "event", id: el.id, name: "touchDown" });
  });
  document.addEventListener("keyup", function (event) {
    if ((event.key !== "Enter" && event.key !== " ") || !keyHeld) return;
    var id = keyHeld;
    keyHeld = null;
    send({ t: "event", id: id, name: "touchUp" });
  });
  document.addEventListener("focusout", function (event) {
    if (keyHeld && event.target && event.target.id === keyHeld) {
      var id = keyHeld;
      keyHeld = null;
      send({ t: "event", id: id, name: "touchCancel" });
    }
  });
  document.addEventListener("pointerdown", touch("touchDown"));
  document.addEventListener("pointerup", touch("touchUp"));
  document.addEventListener("pointercancel", touch("touchCancel"));
  document.addEventListener("pointerleave", touch("touchCancel"), true);

  window.addEventListener("popstate", function () {
    typed = {};
    send({ t: "navigate", path: location.pathname + location.search });
  });

  connect();
})();
