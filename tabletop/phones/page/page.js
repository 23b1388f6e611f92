// The player's page: one WebSocket to the server, each message the whole view of this seat; the page only draws
// what it is sent (the server filtered the secrets). A lost connection is opened again, same seat (the cookie).
"use strict";
const words = JSON.parse(document.getElementById("words").textContent);
const status = document.getElementById("status");
let delay = 200;
let cutOff = false;

function label(key) { return words.keys[key] || capo(key) || String(key).replace(/_/g, " "); }

function text(value) {
  if (value === null || value === undefined) return "—";
  if (value === true) return "✔";
  if (value === false) return "✘";
  if (typeof value === "string") return words.notes[value] || words.values[value] || capo(value) || value;
  if (typeof value === "number") return number(value);
  return String(value);
}

// A number the language's way (« −5 », « 2,5 » in French), with the signs the server's words give.
function number(value) {
  return String(value).replace("-", words.number.minus).replace(".", words.number.decimal);
}

// What a phone leaves out: a field with nothing in it (none, no, an empty list) says nothing to a player; a flag
// shows when it holds, a count even at zero.
function said(value) {
  if (value === null || value === undefined || value === false || value === "") return false;
  if (counts(value)) return Object.values(value).some(v => v !== 0);
  if (typeof value === "object") return Object.values(value).some(said);
  return true;
}

// A tally (goods, members, businesses built: a number for each name) is one line, « armes ×3, bordels ×4 », without
// the names counted zero: a row a name made a grid of « 0 » on a phone.
function counts(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length > 0 &&
    Object.values(value).every(v => typeof v === "number");
}

function tally(value) {
  return Object.entries(value).filter(([, count]) => count !== 0)
    .map(([key, count]) => words.page.count.replace("{name}", label(key)).replace("{count}", number(count)))
    .map(item => item.replace(/ /g, "\u00a0"))  // a line breaks between two items, never inside « bien 4 ×18 »
    .join(", ");
}

// A Camorra Caporegime is sent as its id, « Ana:caid » or « Ana:caid:2 »: its kind's name and its owner.
function capo(value) {
  const id = /^(.+):([a-z]+)(?::(\d+))?$/.exec(value);
  if (!id || !words.values[id[2]]) return null;
  return (id[3] ? words.page.capo_number : words.page.capo).replace("{kind}", words.values[id[2]])
    .replace("{number}", id[3] || "").replace("{player}", id[1]);
}

function draw(value, depth) {
  if (Array.isArray(value)) {
    if (value.every(v => v === null || typeof v !== "object")) return document.createTextNode(value.map(text).join(", ") || "—");
    const list = document.createElement("div");
    value.forEach(v => list.appendChild(draw(v, depth + 1)));
    return list;
  }
  if (value !== null && typeof value === "object" && Object.keys(value).length === 0) {
    return document.createTextNode("—");
  }
  if (value !== null && typeof value === "object") {
    // A plain value beside its name; an object under its name, the whole width (a phone has no room for columns
    // inside columns), folded when it is long and not at the top.
    const dl = document.createElement("dl");
    for (const [key, inner] of Object.entries(value)) {
      if (!said(inner)) continue;
      const dt = document.createElement("dt");
      const dd = document.createElement("dd");
      if (counts(inner)) {
        dt.textContent = label(key);
        dd.textContent = tally(inner);
        dl.append(dt, dd);
        continue;
      }
      const nested = inner !== null && typeof inner === "object" && Object.keys(inner).length > 0 &&
        !(Array.isArray(inner) && inner.every(v => v === null || typeof v !== "object"));
      if (nested && depth >= 1 && Object.values(inner).filter(said).length > 3) {
        const details = document.createElement("details");
        const summary = document.createElement("summary");
        summary.textContent = label(key);
        details.append(summary, draw(inner, depth + 1));
        dd.appendChild(details);
        dd.className = "wide";
        dl.appendChild(dd);
        continue;
      }
      dt.textContent = label(key);
      const phase = (key === "phase" || key === "stage") && typeof inner === "string" && words.phases[inner];
      if (words.lines.includes(key) && Array.isArray(inner)) {
        // Sentences, a line each under their name.
        dt.className = "wide";
        dd.className = "wide nested";
        for (const line of inner) {
          const p = document.createElement("p");
          p.className = "line";
          p.textContent = text(line);
          dd.appendChild(p);
        }
        dl.append(dt, dd);
        continue;
      }
      dd.appendChild(phase ? document.createTextNode(phase) : draw(inner, depth + 1));
      if (nested) { dt.className = "wide"; dd.className = "wide nested"; }
      dl.append(dt, dd);
    }
    return dl;
  }
  const span = document.createElement("span");
  span.textContent = text(value);
  return span;
}

function show(view) {
  const mine = document.getElementById("private");
  mine.replaceChildren();
  const h = document.createElement("h2");
  h.textContent = words.page.yours;
  mine.appendChild(h);
  const own = Object.assign({}, view.private);
  if (own.note) {
    const p = document.createElement("p");
    p.className = "note";
    p.textContent = text(own.note);
    delete own.note;
    mine.appendChild(p);
  }
  if (said(own)) mine.appendChild(draw(own, 0));
  else if (!view.private.note) {
    // Nothing of his is hidden now (a Narcopolis player out of a combat): the box says so rather than stay empty.
    const p = document.createElement("p");
    p.className = "note";
    p.textContent = words.page.nothing_hidden;
    mine.appendChild(p);
  }
  const table = document.getElementById("public");
  table.replaceChildren();
  const h2 = document.createElement("h2");
  h2.textContent = words.page.table;
  table.appendChild(h2);
  const pub = Object.assign({}, view.public);
  const who = document.createElement("p");
  who.className = "tomove";
  // "chance": a die or a card the referee draws or enters
  const deciding = pub.to_move && pub.to_move !== "chance" ? pub.to_move : words.page.nobody;
  who.textContent = words.page.to_move.replace("{player}", deciding);
  delete pub.to_move;
  table.appendChild(who);
  table.appendChild(draw(pub, 0));
  document.body.dataset.updated = String(Date.now());
}

function connect() {
  if (cutOff) return;
  const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
  socket.onopen = () => { delay = 200; status.textContent = words.page.connected; status.className = "status"; };
  socket.onmessage = event => {
    const message = JSON.parse(event.data);
    if (message.type === "view") show(message.view);
    else if (message.type === "error") { status.textContent = message.message; }
  };
  socket.onclose = event => {
    if (event.code === 4401) { showCutOff(); return; }
    status.textContent = words.page.reconnecting;
    status.className = "status lost";
    // A refused handshake looks like a lost network to the page: ask the server whether the seat still holds.
    fetch("/api/view", {cache: "no-store"}).then(answer => {
      if (answer.status === 401) showCutOff(); else retry();
    }, retry);
  };
}

function retry() {
  setTimeout(connect, delay);
  delay = Math.min(delay * 2, 2000);
}

function showCutOff() {
  cutOff = true;
  document.querySelector("main").replaceChildren();
  status.textContent = words.page.cut_off;
  status.className = "status lost";
}
connect();
