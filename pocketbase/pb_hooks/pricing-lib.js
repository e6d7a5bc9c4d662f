// The site's price and stay rules, for PocketBase's own check of a booking
// request (booking-rules-lib.js). A line-for-line port of
// web/src/lib/booking/pricing.ts and the part of stay-rules.ts a submitted
// stay needs: PocketBase must store the total the site would compute, to the
// dinar and line for line. web/src/lib/booking/pricing-parity.test.ts runs
// both on the same random stays. Pure (no PocketBase globals), plain ES2015 +
// CommonJS (goja); days are "YYYY-MM-DD" strings, compared as strings.

const DAY_MS = 86400000;

function assertWhole(name, value, min) {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min) {
    throw new RangeError(name + " must be a whole number >= " + min + ", got " + value);
  }
}

/** (amount × percent) / 100, rounded half up, in integers. */
function percentOf(amount, percent) {
  assertWhole("amount", amount, 0);
  assertWhole("percent", percent, 0);
  return Math.floor((amount * percent + 50) / 100);
}

function addDays(day, days) {
  return new Date(Date.parse(day + "T00:00:00Z") + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from, to) {
  return Math.round((Date.parse(to + "T00:00:00Z") - Date.parse(from + "T00:00:00Z")) / DAY_MS);
}

function covers(range, night, roomTypeId) {
  return range.firstNight <= night && night <= range.lastNight && (range.roomTypeId === null || range.roomTypeId === (roomTypeId || null));
}

function changesPrice(season) {
  return season.nightlyPrice !== null || season.percentChange !== 0;
}

function outranks(a, b) {
  if (a.priority !== b.priority) return a.priority > b.priority;
  if ((a.roomTypeId !== null) !== (b.roomTypeId !== null)) return a.roomTypeId !== null;
  if (a.firstNight !== b.firstNight) return a.firstNight > b.firstNight;
  return a.id < b.id;
}

function seasonFor(night, roomTypeId, seasons) {
  let best = null;
  for (let i = 0; i < seasons.length; i++) {
    const season = seasons[i];
    if (!changesPrice(season) || !covers(season, night, roomTypeId)) continue;
    if (!best || outranks(season, best)) best = season;
  }
  return best;
}

function seasonalPrice(basePrice, season) {
  if (!season) return basePrice;
  if (season.nightlyPrice !== null) return season.nightlyPrice;
  const change = season.percentChange;
  return change >= 0 ? basePrice + percentOf(basePrice, change) : Math.max(0, basePrice - percentOf(basePrice, Math.min(-change, 100)));
}

function nightPrices(basePrice, checkIn, nights, roomTypeId, seasons) {
  const out = [];
  let night = checkIn;
  for (let i = 0; i < nights; i++) {
    const season = seasonFor(night, roomTypeId, seasons);
    out.push({ night: night, price: seasonalPrice(basePrice, season), season: season });
    night = addDays(night, 1);
  }
  return out;
}

function roomLines(prices, rooms) {
  const lines = [];
  let run = null;
  const flush = () => {
    if (!run) return;
    const line = {
      kind: "room",
      nights: run.nights,
      rooms: rooms,
      unitPrice: run.first.price,
      amount: run.first.price * rooms * run.nights,
      firstNight: run.first.night,
    };
    if (run.first.season) line.season = run.first.season.name;
    lines.push(line);
  };
  for (let i = 0; i < prices.length; i++) {
    const night = prices[i];
    const sameSeason = run && (run.first.season ? run.first.season.id : undefined) === (night.season ? night.season.id : undefined);
    if (run && run.first.price === night.price && sameSeason) run.nights++;
    else {
      flush();
      run = { first: night, nights: 1 };
    }
  }
  flush();
  return lines;
}

function offerDiscount(prices, rooms, offer) {
  const nights = prices.length;
  if (offer.discountPercent <= 0 || nights < offer.minNights) return null;
  const percent = Math.min(offer.discountPercent, 100);
  if (offer.discountNight === 0) {
    const stay = prices.reduce((sum, n) => sum + n.price, 0) * rooms;
    return { kind: "discount", offerId: offer.id, percent: percent, night: "every", amount: percentOf(stay, percent) };
  }
  const night = prices[offer.discountNight - 1];
  if (!night) return null;
  return {
    kind: "discount",
    offerId: offer.id,
    percent: percent,
    night: offer.discountNight,
    amount: percentOf(night.price * rooms, percent),
  };
}

/**
 * computePrice of pricing.ts for a dated stay: { checkIn, nights, rooms,
 * guests, breakfast, nightlyPrice, breakfastCost, currency, offer, roomTypeId,
 * seasons }, seasons and offer shaped as there.
 */
function computePrice(input) {
  assertWhole("nights", input.nights, 1);
  assertWhole("rooms", input.rooms, 1);
  assertWhole("guests", input.guests, 1);
  assertWhole("nightlyPrice", input.nightlyPrice, 0);
  assertWhole("breakfastCost", input.breakfastCost, 0);
  const offer = input.offer || null;
  if (offer) {
    assertWhole("discountPercent", offer.discountPercent, 0);
    assertWhole("discountNight", offer.discountNight, 0);
    assertWhole("minNights", offer.minNights, 0);
  }
  const prices = nightPrices(input.nightlyPrice, input.checkIn, input.nights, input.roomTypeId, input.seasons || []);
  const lines = roomLines(prices, input.rooms);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);

  const discountLine = offer ? offerDiscount(prices, input.rooms, offer) : null;
  const discount = discountLine ? discountLine.amount : 0;
  if (discountLine) lines.push(discountLine);

  const breakfast = input.breakfast ? input.breakfastCost * input.guests * input.nights : 0;
  if (input.breakfast) {
    lines.push({ kind: "breakfast", guests: input.guests, nights: input.nights, unitPrice: input.breakfastCost, amount: breakfast });
  }
  const includes = offer && input.nights >= offer.minNights ? String(offer.includes || "").trim() : "";
  if (offer && includes) lines.push({ kind: "included", offerId: offer.id, text: includes });

  const total = subtotal - discount + breakfast;
  if (!Number.isSafeInteger(total)) throw new RangeError("total out of range: " + total);
  return { lines: lines, subtotal: subtotal, discount: discount, breakfast: breakfast, total: total, currency: input.currency };
}

function extraQuantity(pricing, nights, guests) {
  if (pricing === "per_stay") return 1;
  if (pricing === "per_night") return nights;
  if (pricing === "per_guest") return guests;
  throw new RangeError("unknown extra pricing: " + pricing);
}

/**
 * priceStay of pricing.ts: a request of several room lines ({ roomTypeId,
 * rooms, guests, nightlyPrice }), the offer ({ ..., roomTypeId }) discounting
 * the lines of its type, breakfast for every guest, the offer's includes once,
 * and the extras ({ id, pricing, price }).
 */
function priceStay(input) {
  const offer = input.offer || null;
  if (!input.lines || input.lines.length === 0) throw new RangeError("a stay has at least one room line");
  const rooms = [];
  const discounts = [];
  let subtotal = 0;
  let discount = 0;
  let guests = 0;
  for (let i = 0; i < input.lines.length; i++) {
    const line = input.lines[i];
    const applies = !!offer && (!offer.roomTypeId || offer.roomTypeId === line.roomTypeId);
    const price = computePrice({
      checkIn: input.checkIn,
      nights: input.nights,
      rooms: line.rooms,
      guests: line.guests,
      breakfast: false,
      nightlyPrice: line.nightlyPrice,
      breakfastCost: input.breakfastCost,
      currency: input.currency,
      roomTypeId: line.roomTypeId,
      seasons: input.seasons || [],
      offer: applies ? Object.assign({}, offer, { includes: "" }) : null,
    });
    for (let j = 0; j < price.lines.length; j++) {
      const tagged = Object.assign({}, price.lines[j], { roomTypeId: line.roomTypeId });
      (tagged.kind === "room" ? rooms : discounts).push(tagged);
    }
    subtotal += price.subtotal;
    discount += price.discount;
    guests += line.guests;
  }
  const lines = rooms.concat(discounts);

  assertWhole("breakfastCost", input.breakfastCost, 0);
  const breakfast = input.breakfast ? input.breakfastCost * guests * input.nights : 0;
  if (input.breakfast)
    lines.push({ kind: "breakfast", guests: guests, nights: input.nights, unitPrice: input.breakfastCost, amount: breakfast });
  const includes = offer && input.nights >= offer.minNights ? String(offer.includes || "").trim() : "";
  if (offer && includes) lines.push({ kind: "included", offerId: offer.id, text: includes });

  let extras = 0;
  const chosen = input.extras || [];
  for (let i = 0; i < chosen.length; i++) {
    const extra = chosen[i];
    assertWhole("extra price", extra.price, 0);
    const quantity = extraQuantity(extra.pricing, input.nights, guests);
    const amount = extra.price * quantity;
    extras += amount;
    lines.push({ kind: "extra", extraId: extra.id, pricing: extra.pricing, quantity: quantity, unitPrice: extra.price, amount: amount });
  }

  const total = subtotal - discount + breakfast + extras;
  if (!Number.isSafeInteger(total)) throw new RangeError("total out of range: " + total);
  return {
    lines: lines,
    subtotal: subtotal,
    discount: discount,
    breakfast: breakfast,
    extras: extras,
    total: total,
    currency: input.currency,
  };
}

/** The first closed night of the stay (nights checkIn … checkIn + nights − 1) and its closure, or null. */
function firstClosedNight(checkIn, nights, roomTypeId, closures) {
  for (let i = 0; i < nights; i++) {
    const night = addDays(checkIn, i);
    for (let j = 0; j < closures.length; j++) if (covers(closures[j], night, roomTypeId)) return { night: night, closure: closures[j] };
  }
  return null;
}

/** The minimum stay for a guest arriving on `arrival`: the largest of the seasons in force that night (0: none). */
function minStayOn(arrival, roomTypeId, seasons) {
  let min = 0;
  for (let i = 0; i < seasons.length; i++) {
    if (seasons[i].minStay > min && covers(seasons[i], arrival, roomTypeId)) min = seasons[i].minStay;
  }
  return min;
}

module.exports = { percentOf, addDays, daysBetween, seasonFor, seasonalPrice, computePrice, priceStay, firstClosedNight, minStayOn };
