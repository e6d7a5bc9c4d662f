// A guest's booking form as the schema and the server action receive it: one
// Deluxe room for 2 adults, no offer, no breakfast; each test spreads in what
// it is about.
import type { BookingInput } from "./schema";

export const bookingForm = (checkIn: string, checkOut: string): BookingInput => ({
  checkIn,
  checkOut,
  roomLines: [{ roomType: "deluxe", rooms: 1, adults: 2, children: 0 }],
  firstName: "Zainab",
  lastName: "Al-Basri",
  phone: "0780 123 4567",
  email: "",
  offer: "",
  breakfast: false,
  website: "",
});
