// The player's moves: each time the page draws a new view, ask the server what this seat may do now and show it
// (one button, or one list and a button, per kind of move; a number where the amount is free; a row of faces a die
// where the dice under a cup are entered); the move chosen is
// sent as one event. The server decides: a refusal comes back in one line and nothing changed.
"use strict";
(() => {
  const box = document.getElementById("moves");
  let asked = 0;
  let said = null;  // the last answer to a move, kept on screen until the next move

  let again = 200;  // the wait before asking again, doubled up to 2 s, as the socket waits before it opens again

  // A request lost on the way (the Wi-Fi dropped, or the server closed the kept-alive connection the browser sent it
  // on) is asked again until it is answered or a newer view asks for itself: the page kept its old moves, often
  // none, until the next view, which never comes when the table waits for this player's move.
  async function refresh() {
    const mine = ++asked;
    let data;
    try {
      const answer = await fetch("/api/moves", {cache: "no-store"});
      if (answer.status === 401) return;  // the seat was cut off: the page says so (page.js)
      if (!answer.ok) throw new Error(String(answer.status));
      data = await answer.json();
    } catch (error) {
      if (mine === asked) setTimeout(() => { if (mine === asked) refresh(); }, again);
      again = Math.min(again * 2, 2000);
      return;
    }
    again = 200;
    if (mine === asked) draw(data);
  }

  function button(text, onClick) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    b.addEventListener("click", onClick);
    return b;
  }

  function draw(data) {
    box.replaceChildren();
    const groups = new Map();
    data.moves.forEach(offer => {
      if (!groups.has(offer.group)) groups.set(offer.group, []);
      groups.get(offer.group).push(offer);
    });
    box.hidden = !data.moves.length && !said;
    const h = document.createElement("h2");
    h.textContent = data.words.title;
    box.appendChild(h);
    for (const [group, list] of groups) {
      const row = document.createElement("div");
      row.className = "move";
      row.dataset.group = group;
      if (list[0].dice) {
        diceRows(row, list[0], data.words.send);
      } else if (list[0].amount) {
        const offer = list[0];
        const label = document.createElement("label");
        label.textContent = offer.label;
        const input = document.createElement("input");
        Object.assign(input, {type: "number", min: offer.amount.least, max: offer.amount.most, step: 1,
                              value: offer.amount.least, inputMode: "numeric"});
        label.appendChild(input);
        row.append(label, button(data.words.send, () =>
          send(Object.assign({}, offer.event, {[offer.amount.field]: Number(input.value)}))));
      } else if (list.length === 1) {
        const only = button(list[0].label, () => send(list[0].event));
        only.dataset.event = JSON.stringify(list[0].event);
        row.appendChild(only);
      } else {
        const select = document.createElement("select");
        list.forEach((offer, index) => {
          const option = new Option(offer.label, String(index));
          option.dataset.event = JSON.stringify(offer.event);
          select.appendChild(option);
        });
        row.append(select, button(data.words.send, () => send(list[Number(select.value)].event)));
      }
      box.appendChild(row);
    }
    if (said) {
      const p = document.createElement("p");
      p.id = "move-said";
      p.className = said.ok ? "said" : "said refused";
      p.textContent = said.text;
      box.appendChild(p);
    }
  }

  // The dice under a cup: a row of the six faces a die (one tap picks, the face shown pressed), the line of the faces
  // picked (keyed from the highest face: the order of the dice does not matter), and Send with the faces picked.
  const FACES = "⚀⚁⚂⚃⚄⚅";
  function diceRows(row, offer, sendWord) {
    const dice = offer.dice;
    const picked = dice.rows.map(() => null);
    const title = document.createElement("p");
    title.className = "dice-title";
    title.textContent = offer.label;
    const line = document.createElement("p");
    line.className = "dice-line";
    const show = () => {
      const faces = picked.filter(f => f !== null);
      const key = faces.slice().sort((a, b) => b - a).join("");
      line.textContent = faces.length === picked.length ? dice.lines[key] : dice.hint;
    };
    row.classList.add("dice");
    row.appendChild(title);
    dice.rows.forEach((name, die) => {
      const faces = document.createElement("div");
      faces.className = "faces";
      faces.setAttribute("role", "group");
      faces.setAttribute("aria-label", name);
      const label = document.createElement("span");
      label.textContent = name;
      faces.appendChild(label);
      for (let face = 1; face <= 6; face++) {
        const b = button(FACES[face - 1], () => {
          picked[die] = face;
          faces.querySelectorAll("button").forEach(x => x.setAttribute("aria-pressed", String(x === b)));
          show();
        });
        b.className = "face";
        b.dataset.die = String(die + 1);
        b.dataset.face = String(face);
        b.setAttribute("aria-label", `${name}: ${face}`);
        b.setAttribute("aria-pressed", "false");
        faces.appendChild(b);
      }
      row.appendChild(faces);
    });
    show();
    const go = button(sendWord, () =>
      send(Object.assign({}, offer.event, {[dice.field]: picked.filter(f => f !== null)})));
    go.className = "send";
    row.append(line, go);
  }

  async function send(event) {
    box.querySelectorAll("button, select, input").forEach(e => { e.disabled = true; });
    let answer, data;
    try {
      answer = await fetch("/api/move", {method: "POST", cache: "no-store",
                                         headers: {"Content-Type": "application/json"}, body: JSON.stringify(event)});
      data = await answer.json();
    } catch (error) {
      data = {error: String(error)};
    }
    said = answer && answer.ok ? {ok: true, text: data.line} : {ok: false, text: data.error};
    refresh();
  }

  new MutationObserver(refresh).observe(document.body, {attributes: true, attributeFilter: ["data-updated"]});
  // Both scripts are deferred: while this one was still on its way the socket may already have drawn the first
  // view, whose change no observer saw; without this the moves would wait for the next view to appear.
  if (document.body.dataset.updated) refresh();
})();
