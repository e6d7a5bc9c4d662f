import type { FacilityContent } from "./types";

// Floors, capacities and screens are the hotel's. floor 0 means "not
// stated" here (PocketBase numbers cannot be empty), except for the lobby,
// which is on the ground floor.
export const facilities: FacilityContent[] = [
  {
    slug: "gym",
    route: "gym",
    name_ar: "النادي الرياضي",
    name_en: "Gym",
    summary_ar: "صالة رياضية مجهّزة بأجهزة الكارديو والأوزان الحرة، متاحة لجميع نزلاء الفندق.",
    summary_en: "A fitness room with cardio machines and free weights, open to every hotel guest.",
    body_ar:
      "<p>حافظ على نشاطك خلال إقامتك في البصرة. يضم النادي الرياضي أجهزة للكارديو وأوزانًا حرة ومساحة للتمارين الحرة.</p>" +
      "<ul><li>أجهزة جري ودراجات ثابتة</li><li>أوزان حرة ومقاعد تمارين</li><li>مناشف ومياه للشرب</li></ul>" +
      "<p>الدخول مجاني للنزلاء. بعد التمرين يمكنك الاسترخاء في الساونا.</p>",
    body_en:
      "<p>Keep up your routine while you stay in Basra. The gym has cardio machines, free weights and open floor space for stretching.</p>" +
      "<ul><li>Treadmills and exercise bikes</li><li>Free weights and benches</li><li>Towels and drinking water</li></ul>" +
      "<p>Free for hotel guests. After your workout, unwind in the sauna.</p>",
    floor: 0,
    capacity: 0,
    screen_inches: 0,
    hours_ar: "يوميًا من 6:00 صباحًا حتى 11:00 مساءً",
    hours_en: "Daily, 6:00 am – 11:00 pm",
    extra_fee: false,
    image_alt_ar: "صالة رياضية فيها جهاز جري ورف أوزان أمام جدار من المرايا",
    image_alt_en: "Gym with a treadmill and a rack of weights in front of a mirrored wall",
    sort_order: 10,
    published: true,
    art: [{ scene: "gym", label: "Gym" }],
  },
  {
    slug: "lobby-lounge",
    route: "lobby",
    name_ar: "صالة اللوبي",
    name_en: "Lobby Lounge",
    summary_ar: "مكان مريح عند المدخل لاحتساء القهوة والشاي واستقبال الضيوف وعقد اللقاءات السريعة.",
    summary_en: "A comfortable space by the entrance for coffee and tea, meeting visitors and quick conversations.",
    body_ar:
      "<p>صالة اللوبي هي أول ما تراه عند وصولك: جلسات مريحة، وقهوة عربية وشاي، وهدوء يناسب لقاء الأصدقاء أو شركاء العمل.</p>" +
      "<ul><li>قهوة عربية وشاي ومشروبات باردة</li><li>حلويات ووجبات خفيفة</li><li>إنترنت لاسلكي مجاني</li></ul>",
    body_en:
      "<p>The Lobby Lounge is the first thing you see when you arrive: comfortable seating, Arabic coffee and tea, and a calm setting for meeting friends or business partners.</p>" +
      "<ul><li>Arabic coffee, tea and cold drinks</li><li>Sweets and light snacks</li><li>Free Wi-Fi</li></ul>",
    floor: 0,
    capacity: 0,
    screen_inches: 0,
    hours_ar: "يوميًا من 8:00 صباحًا حتى منتصف الليل",
    hours_en: "Daily, 8:00 am – midnight",
    extra_fee: false,
    image_alt_ar: "صالة اللوبي بأرائك وثريا وأعمدة",
    image_alt_en: "Lobby lounge with armchairs, a chandelier and columns",
    sort_order: 20,
    published: true,
    art: [{ scene: "lobby", label: "Lobby Lounge" }],
  },
  {
    slug: "meeting-room",
    route: "meeting-room",
    name_ar: "قاعة الاجتماعات الكبرى",
    name_en: "Large Meeting Room",
    summary_ar: "قاعة في الطابق التاسع تتسع لـ25 شخصًا، مجهزة بشاشة قياس 86 بوصة.",
    summary_en: "A room on the 9th floor for 25 people, with an 86-inch screen.",
    body_ar:
      "<p>تقع قاعة الاجتماعات الكبرى في الطابق التاسع، وتتسع لـ25 شخصًا حول طاولة واحدة، وهي مناسبة لاجتماعات مجالس الإدارة والدورات التدريبية والعروض التقديمية.</p>" +
      "<ul><li>شاشة قياس 86 بوصة</li><li>إنترنت لاسلكي مجاني</li><li>قهوة وشاي ومياه خلال الاجتماع</li><li>وجبات من مطعم الفندق عند الطلب</li></ul>" +
      "<p>للحجز تواصل معنا هاتفيًا أو عبر نموذج التواصل.</p>",
    body_en:
      "<p>The Large Meeting Room is on the 9th floor and seats 25 people around one table: right for board meetings, training courses and presentations.</p>" +
      "<ul><li>86-inch screen</li><li>Free Wi-Fi</li><li>Coffee, tea and water during your meeting</li><li>Meals from the hotel restaurant on request</li></ul>" +
      "<p>To book it, call us or use the contact form.</p>",
    floor: 9,
    capacity: 25,
    screen_inches: 86,
    hours_ar: "بالحجز المسبق",
    hours_en: "By reservation",
    extra_fee: false,
    image_alt_ar: "قاعة اجتماعات بطاولة طويلة وكراسٍ وشاشة كبيرة على الجدار",
    image_alt_en: "Meeting room with a long table, chairs and a large screen on the wall",
    sort_order: 30,
    published: true,
    art: [{ scene: "meeting-large", label: "Large Meeting Room" }],
  },
  {
    slug: "restaurant",
    route: "restaurant",
    name_ar: "المطعم",
    name_en: "Restaurant",
    summary_ar: "مطعم الفندق في الطابق الأول، يقدّم الفطور والغداء والعشاء من المطبخين العراقي والعالمي.",
    summary_en: "The hotel restaurant on the first floor, serving breakfast, lunch and dinner from Iraqi and international kitchens.",
    body_ar:
      "<p>يقع المطعم في الطابق الأول ويستقبلك من الصباح حتى المساء. يبدأ يومك بفطور متنوع، ويقدّم في الغداء والعشاء أطباقًا عراقية أصيلة إلى جانب أطباق عالمية.</p>" +
      "<ul><li>فطور يومي (يمكن إضافته إلى الحجز)</li><li>غداء وعشاء</li><li>طلبات خاصة للمناسبات العائلية</li></ul>",
    body_en:
      "<p>The restaurant is on the first floor and welcomes you from morning to evening. Start the day with a varied breakfast; at lunch and dinner enjoy classic Iraqi dishes alongside international ones.</p>" +
      "<ul><li>Daily breakfast (can be added to your booking)</li><li>Lunch and dinner</li><li>Special menus for family occasions</li></ul>",
    floor: 1,
    capacity: 0,
    screen_inches: 0,
    hours_ar: "يوميًا من 6:30 صباحًا حتى 11:00 مساءً",
    hours_en: "Daily, 6:30 am – 11:00 pm",
    extra_fee: false,
    image_alt_ar: "قاعة المطعم بطاولات مستديرة وإنارة معلقة ونوافذ كبيرة",
    image_alt_en: "Restaurant with round tables, pendant lights and large windows",
    sort_order: 40,
    published: true,
    art: [{ scene: "restaurant", label: "Restaurant" }],
  },
  {
    slug: "sauna",
    route: "sauna",
    name_ar: "الساونا",
    name_en: "Sauna",
    summary_ar: "ساونا خشبية دافئة للاسترخاء بعد يوم طويل أو بعد التمرين.",
    summary_en: "A warm wooden sauna to relax after a long day or a workout.",
    body_ar:
      "<p>استرخِ في الساونا بعد يوم من الاجتماعات أو بعد التمرين في النادي الرياضي. تتوفر المناشف في المكان.</p>" +
      "<ul><li>ساونا خشبية تقليدية</li><li>مناشف ومياه للشرب</li><li>الدخول مجاني للنزلاء</li></ul>" +
      "<p>ننصح بشرب الماء وعدم البقاء في الساونا أكثر من 15 دقيقة في كل مرة.</p>",
    body_en:
      "<p>Unwind in the sauna after a day of meetings or a session in the gym. Towels are provided.</p>" +
      "<ul><li>Traditional wooden sauna</li><li>Towels and drinking water</li><li>Free for hotel guests</li></ul>" +
      "<p>Drink water and stay no longer than 15 minutes at a time.</p>",
    floor: 0,
    capacity: 0,
    screen_inches: 0,
    hours_ar: "يوميًا من 10:00 صباحًا حتى 10:00 مساءً",
    hours_en: "Daily, 10:00 am – 10:00 pm",
    extra_fee: false,
    image_alt_ar: "ساونا خشبية بمقاعد متدرجة وموقد حجري",
    image_alt_en: "Wooden sauna with tiered benches and a stone stove",
    sort_order: 50,
    published: true,
    art: [{ scene: "sauna", label: "Sauna" }],
  },
  {
    slug: "business-meeting-room",
    route: "services",
    name_ar: "قاعة اجتماعات الأعمال",
    name_en: "Business Meeting Room",
    summary_ar: "قاعة صغيرة في الطابق الثاني تتسع لـ6 أشخاص، مجهزة بشاشة قياس 55 بوصة.",
    summary_en: "A small room on the 2nd floor for 6 people, with a 55-inch screen.",
    body_ar:
      "<p>قاعة هادئة في الطابق الثاني تتسع لستة أشخاص، مناسبة للمقابلات واجتماعات العمل الصغيرة ومكالمات الفيديو.</p>" +
      "<ul><li>شاشة قياس 55 بوصة</li><li>إنترنت لاسلكي مجاني</li><li>قهوة وشاي عند الطلب</li></ul>",
    body_en:
      "<p>A quiet room on the 2nd floor for six people, suited to interviews, small business meetings and video calls.</p>" +
      "<ul><li>55-inch screen</li><li>Free Wi-Fi</li><li>Coffee and tea on request</li></ul>",
    floor: 2,
    capacity: 6,
    screen_inches: 55,
    hours_ar: "بالحجز المسبق",
    hours_en: "By reservation",
    extra_fee: false,
    image_alt_ar: "قاعة اجتماعات صغيرة بطاولة لستة أشخاص وشاشة",
    image_alt_en: "Small meeting room with a table for six and a screen",
    sort_order: 60,
    published: true,
    art: [{ scene: "meeting-small", label: "Business Meeting Room" }],
  },
  {
    slug: "banquet-halls",
    route: "services",
    name_ar: "قاعات الاحتفالات",
    name_en: "Banquet Halls",
    summary_ar: "قاعات للأعراس والمؤتمرات والمناسبات تتسع لما يصل إلى 300 ضيف، مع ضيافة من شركتنا الشقيقة.",
    summary_en: "Halls for weddings, conferences and celebrations for up to 300 guests, catered by our sister company.",
    body_ar:
      "<p>تتسع قاعات الاحتفالات لما يصل إلى 300 ضيف، وتناسب حفلات الزفاف والخطوبة والمؤتمرات والمناسبات الرسمية. يتولى فريقنا التنسيق معك من الفكرة حتى آخر ضيف، وتقدّم شركة الضيافة الشقيقة الطعام.</p>" +
      "<ul><li>حتى 300 ضيف</li><li>ترتيب الطاولات حسب المناسبة</li><li>قوائم طعام من شركة الضيافة الشقيقة</li><li>صف السيارات لضيوفك</li></ul>",
    body_en:
      "<p>The banquet halls hold up to 300 guests and suit weddings, engagements, conferences and formal occasions. Our team plans with you from the first idea to the last guest, and our sister catering company prepares the food.</p>" +
      "<ul><li>Up to 300 guests</li><li>Table layouts to suit the occasion</li><li>Menus from our sister catering company</li><li>Valet parking for your guests</li></ul>",
    floor: 0,
    capacity: 300,
    screen_inches: 0,
    hours_ar: "بالحجز المسبق",
    hours_en: "By reservation",
    extra_fee: false,
    image_alt_ar: "قاعة احتفالات بطاولات مستديرة مفروشة بالأبيض وثريات",
    image_alt_en: "Banquet hall with round tables in white linen and chandeliers",
    sort_order: 70,
    published: true,
    art: [{ scene: "banquet", label: "Banquet Halls" }],
  },
  {
    slug: "room-service",
    route: "services",
    name_ar: "خدمة الغرف",
    name_en: "Room Service",
    summary_ar: "وجبات ومشروبات من مطعم الفندق تصلك إلى غرفتك.",
    summary_en: "Meals and drinks from the hotel restaurant, brought to your room.",
    body_ar:
      "<p>اطلب من قائمة خدمة الغرف عبر الهاتف الموجود في غرفتك، وسيصلك طلبك من مطبخ المطعم.</p>" +
      "<ul><li>فطور في الغرفة</li><li>وجبات رئيسية ووجبات خفيفة</li><li>مشروبات ساخنة وباردة</li></ul>",
    body_en:
      "<p>Order from the room service menu with the phone in your room, and your order comes up from the restaurant kitchen.</p>" +
      "<ul><li>Breakfast in your room</li><li>Main dishes and snacks</li><li>Hot and cold drinks</li></ul>",
    floor: 0,
    capacity: 0,
    screen_inches: 0,
    hours_ar: "على مدار الساعة",
    hours_en: "24 hours",
    extra_fee: false,
    image_alt_ar: "عربة خدمة الغرف عليها صينية مغطاة وإبريق قهوة",
    image_alt_en: "Room service trolley with a covered tray and a coffee pot",
    sort_order: 80,
    published: true,
    art: [{ scene: "room-service", label: "Room Service" }],
  },
  {
    slug: "laundry",
    route: "services",
    name_ar: "خدمة الغسيل والكي",
    name_en: "Laundry",
    summary_ar: "غسيل وكي ملابسك وإعادتها إلى غرفتك.",
    summary_en: "Washing and ironing, returned to your room.",
    body_ar:
      "<p>ضع ملابسك في كيس الغسيل الموجود في غرفتك واتصل بالاستقبال، وسنعيدها إليك نظيفة ومكويّة. أسعار الخدمة متوفرة في الغرفة.</p>" +
      "<ul><li>غسيل</li><li>كي</li><li>تنظيف جاف</li></ul>",
    body_en:
      "<p>Put your clothes in the laundry bag in your room and call reception; we bring them back clean and ironed. Prices are listed in your room.</p>" +
      "<ul><li>Washing</li><li>Ironing</li><li>Dry cleaning</li></ul>",
    floor: 0,
    capacity: 0,
    screen_inches: 0,
    hours_ar: "يوميًا من 8:00 صباحًا حتى 8:00 مساءً",
    hours_en: "Daily, 8:00 am – 8:00 pm",
    extra_fee: false,
    image_alt_ar: "مناشف مطوية وقمصان مكوية على علاقات",
    image_alt_en: "Folded towels and ironed shirts on hangers",
    sort_order: 90,
    published: true,
    art: [{ scene: "laundry", label: "Laundry" }],
  },
  {
    slug: "valet-parking",
    route: "services",
    name_ar: "خدمة صف السيارات",
    name_en: "Valet Parking",
    summary_ar: "سلّم مفاتيح سيارتك عند المدخل، ونتولى نحن ركنها.",
    summary_en: "Hand over your keys at the entrance and we park your car for you.",
    body_ar:
      "<p>عند وصولك إلى مدخل الفندق في شارع السعدي، يستلم فريق صف السيارات سيارتك ويركنها، ويعيدها إليك متى طلبتها من الاستقبال.</p>",
    body_en:
      "<p>When you arrive at the hotel entrance on Al-Saadi Street, our valet team takes your car and parks it, and brings it back whenever you ask at reception.</p>",
    floor: 0,
    capacity: 0,
    screen_inches: 0,
    hours_ar: "على مدار الساعة",
    hours_en: "24 hours",
    extra_fee: false,
    image_alt_ar: "سيارة متوقفة أمام مدخل الفندق",
    image_alt_en: "A car waiting at the hotel entrance",
    sort_order: 100,
    published: true,
    art: [{ scene: "valet", label: "Valet Parking" }],
  },
  {
    slug: "airport-shuttle",
    route: "services",
    name_ar: "النقل من المطار وإليه",
    name_en: "Airport Shuttle",
    summary_ar: "نقل بين مطار البصرة الدولي والفندق (24 كم) مقابل رسوم إضافية.",
    summary_en: "Transfers between Basra International Airport and the hotel (24 km), for an extra fee.",
    body_ar:
      "<p>يبعد الفندق 24 كم عن مطار البصرة الدولي. أخبرنا بموعد رحلتك عند الحجز أو اتصل بنا، وسيكون سائقنا في انتظارك.</p>" +
      "<ul><li>استقبال من المطار وتوصيل إليه</li><li>تُدفع رسوم إضافية؛ اسأل الاستقبال عن السعر</li><li>يُرجى الحجز قبل موعد الرحلة بيوم على الأقل</li></ul>",
    body_en:
      "<p>The hotel is 24 km from Basra International Airport. Tell us your flight time when you book, or call us, and our driver will be waiting for you.</p>" +
      "<ul><li>Pick-up from and drop-off at the airport</li><li>An extra fee applies; ask reception for the price</li><li>Please book at least one day before your flight</li></ul>",
    floor: 0,
    capacity: 0,
    screen_inches: 0,
    hours_ar: "عند الطلب",
    hours_en: "On request",
    extra_fee: true,
    image_alt_ar: "سيارة الفندق على الطريق وطائرة في السماء",
    image_alt_en: "The hotel car on the road with a plane in the sky",
    sort_order: 110,
    published: true,
    art: [{ scene: "shuttle", label: "Airport Shuttle" }],
  },
];
