import type { RoomTypeContent } from "./types";

// The hotel's inventory: 29 standard (Standard + Twin), 29 deluxe,
// 14 superior, 3 executive suites = 75. Prices are "from" per night in IQD.
export const roomTypes: RoomTypeContent[] = [
  {
    slug: "standard",
    name_ar: "الغرفة القياسية",
    name_en: "Standard Room",
    summary_ar: "غرفة هادئة ومريحة بسرير مفرد ومكتب للعمل وحمّام خاص، مناسبة للمسافر بمفرده.",
    summary_en: "A quiet, comfortable room with a single bed, a work desk and a private bathroom, made for the solo traveller.",
    description_ar:
      "<p>صُمّمت الغرفة القياسية لمن يسافر بمفرده في رحلة عمل أو زيارة قصيرة إلى البصرة: سرير مفرد مريح، ومكتب للعمل، وحمّام خاص.</p>" +
      "<ul><li>سرير مفرد</li><li>حمّام خاص مع دش</li><li>تكييف هواء</li><li>إنترنت لاسلكي مجاني</li><li>شاشة تلفاز</li><li>مكتب للعمل</li></ul>" +
      "<p>يمكن إضافة الفطور إلى الحجز، وخدمة الغرف متاحة.</p>",
    description_en:
      "<p>The Standard Room is made for guests travelling alone on business or a short visit to Basra: a comfortable single bed, a work desk and a private bathroom.</p>" +
      "<ul><li>Single bed</li><li>Private bathroom with shower</li><li>Air conditioning</li><li>Free Wi-Fi</li><li>TV</li><li>Work desk</li></ul>" +
      "<p>Breakfast can be added to your booking, and room service is available.</p>",
    category: "standard",
    beds_ar: "سرير مفرد",
    beds_en: "One single bed",
    bathroom_ar: "حمّام خاص مع دش",
    bathroom_en: "Private bathroom with shower",
    adults: 1,
    children: 0,
    area_m2: 22,
    price_per_night: 100000,
    room_count: 15,
    image_alt_ar: "غرفة قياسية بسرير مفرد ومكتب بجوار النافذة",
    image_alt_en: "Standard room with a single bed and a desk by the window",
    sort_order: 10,
    published: true,
    art: [
      { scene: "room-standard", label: "Standard Room" },
      { scene: "bathroom", label: "Standard Room bathroom" },
    ],
  },
  {
    slug: "twin",
    name_ar: "الغرفة بسريرين",
    name_en: "Twin Room",
    summary_ar: "غرفة بسريرين مفردين منفصلين، مناسبة للزملاء والأصدقاء أو لأحد الوالدين مع طفل.",
    summary_en: "A room with two separate single beds, suited to colleagues, friends, or a parent travelling with a child.",
    description_ar:
      "<p>تضم الغرفة بسريرين سريرين مفردين منفصلين، فيحظى كل ضيف بمساحته الخاصة، مع حمّام خاص ومكتب للعمل.</p>" +
      "<ul><li>سريران مفردان</li><li>حمّام خاص مع دش</li><li>تكييف هواء</li><li>إنترنت لاسلكي مجاني</li><li>شاشة تلفاز</li><li>مكتب للعمل</li></ul>" +
      "<p>تتسع لشخصين بالغين وطفل واحد.</p>",
    description_en:
      "<p>The Twin Room has two separate single beds, so each guest has their own space, with a private bathroom and a work desk.</p>" +
      "<ul><li>Two single beds</li><li>Private bathroom with shower</li><li>Air conditioning</li><li>Free Wi-Fi</li><li>TV</li><li>Work desk</li></ul>" +
      "<p>Sleeps two adults and one child.</p>",
    category: "standard",
    beds_ar: "سريران مفردان",
    beds_en: "Two single beds",
    bathroom_ar: "حمّام خاص مع دش",
    bathroom_en: "Private bathroom with shower",
    adults: 2,
    children: 1,
    area_m2: 26,
    price_per_night: 120000,
    room_count: 14,
    image_alt_ar: "غرفة بسريرين مفردين بينهما طاولة صغيرة",
    image_alt_en: "Twin room with two single beds and a bedside table between them",
    sort_order: 20,
    published: true,
    art: [
      { scene: "room-twin", label: "Twin Room" },
      { scene: "bathroom", label: "Twin Room bathroom" },
    ],
  },
  {
    slug: "deluxe",
    name_ar: "غرفة ديلوكس",
    name_en: "Deluxe Room",
    summary_ar: "غرفة رحبة بسرير مزدوج كبير (كينغ)، مثالية للأزواج ولمن يريد مساحة أكبر.",
    summary_en: "A spacious room with a king-size double bed, ideal for couples and guests who want more room.",
    description_ar:
      "<p>تجمع غرفة ديلوكس بين المساحة والراحة: سرير مزدوج كبير (كينغ)، وركن جلوس، وحمّام خاص. وهي الغرفة التي يُقدَّم فيها عرض الزفاف.</p>" +
      "<ul><li>سرير مزدوج كبير (كينغ)</li><li>حمّام خاص مع دش</li><li>ركن جلوس</li><li>تكييف هواء</li><li>إنترنت لاسلكي مجاني</li><li>شاشة تلفاز</li></ul>" +
      "<p>تتسع لشخصين بالغين وطفل واحد.</p>",
    description_en:
      "<p>The Deluxe Room brings space and comfort together: a king-size double bed, a seating corner and a private bathroom. It is the room our Wedding Offer is booked in.</p>" +
      "<ul><li>King-size double bed</li><li>Private bathroom with shower</li><li>Seating corner</li><li>Air conditioning</li><li>Free Wi-Fi</li><li>TV</li></ul>" +
      "<p>Sleeps two adults and one child.</p>",
    category: "deluxe",
    beds_ar: "سرير مزدوج كبير (كينغ)",
    beds_en: "One king-size double bed",
    bathroom_ar: "حمّام خاص مع دش",
    bathroom_en: "Private bathroom with shower",
    adults: 2,
    children: 1,
    area_m2: 32,
    price_per_night: 150000,
    room_count: 29,
    image_alt_ar: "غرفة ديلوكس بسرير مزدوج كبير ونافذة واسعة",
    image_alt_en: "Deluxe room with a king-size bed and a wide window",
    sort_order: 30,
    published: true,
    art: [
      { scene: "room-deluxe", label: "Deluxe Room" },
      { scene: "bathroom", label: "Deluxe Room bathroom" },
    ],
  },
  {
    slug: "superior",
    name_ar: "غرفة سوبيريور",
    name_en: "Superior Room",
    summary_ar: "غرفة بسرير كينغ وشرفة خاصة تطل على المدينة، لإقامة أكثر رحابة.",
    summary_en: "A room with a king-size bed and a private balcony over the city, for a more spacious stay.",
    description_ar:
      "<p>تمنحك غرفة سوبيريور سرير كينغ وشرفة خاصة تستمتع فيها بهواء المساء وإطلالة على البصرة.</p>" +
      "<ul><li>سرير كينغ</li><li>شرفة خاصة</li><li>حمّام خاص مع دش</li><li>ركن جلوس</li><li>تكييف هواء</li><li>إنترنت لاسلكي مجاني</li><li>شاشة تلفاز</li></ul>" +
      "<p>تتسع لشخصين بالغين وطفلين.</p>",
    description_en:
      "<p>The Superior Room gives you a king-size bed and a private balcony for the evening air and a view over Basra.</p>" +
      "<ul><li>King-size bed</li><li>Private balcony</li><li>Private bathroom with shower</li><li>Seating corner</li><li>Air conditioning</li><li>Free Wi-Fi</li><li>TV</li></ul>" +
      "<p>Sleeps two adults and two children.</p>",
    category: "superior",
    beds_ar: "سرير كينغ",
    beds_en: "One king-size bed",
    bathroom_ar: "حمّام خاص مع دش",
    bathroom_en: "Private bathroom with shower",
    adults: 2,
    children: 2,
    area_m2: 38,
    price_per_night: 185000,
    room_count: 14,
    image_alt_ar: "غرفة سوبيريور بسرير كينغ وباب زجاجي يفتح على الشرفة",
    image_alt_en: "Superior room with a king-size bed and a glass door opening onto the balcony",
    sort_order: 40,
    published: true,
    art: [
      { scene: "room-superior", label: "Superior Room" },
      { scene: "bathroom", label: "Superior Room bathroom" },
    ],
  },
  {
    slug: "executive-suite",
    name_ar: "الجناح التنفيذي",
    name_en: "Executive Suite",
    summary_ar: "جناح بغرفة نوم وغرفة استقبال مستقلة وحمّامين وشرفة، لاستقبال الضيوف والإقامات الطويلة.",
    summary_en: "A suite with a bedroom, a separate reception room, two bathrooms and a balcony, for receiving guests and longer stays.",
    description_ar:
      "<p>الجناح التنفيذي أرقى أماكن الإقامة في الفندق، ولا يتوفر منه سوى ثلاثة أجنحة. تستقبل ضيوفك في غرفة استقبال مستقلة، بينما تبقى غرفة النوم هادئة وخاصة.</p>" +
      "<ul><li>غرفة نوم بسرير كينغ</li><li>غرفة استقبال مستقلة</li><li>حمّامان</li><li>شرفة</li><li>تكييف هواء</li><li>إنترنت لاسلكي مجاني</li><li>شاشتا تلفاز</li></ul>" +
      "<p>يتسع لشخصين بالغين وطفلين.</p>",
    description_en:
      "<p>The Executive Suite is the finest place to stay in the hotel, and there are only three of them. Receive your visitors in a separate reception room while the bedroom stays quiet and private.</p>" +
      "<ul><li>Bedroom with a king-size bed</li><li>Separate reception room</li><li>Two bathrooms</li><li>Balcony</li><li>Air conditioning</li><li>Free Wi-Fi</li><li>Two TVs</li></ul>" +
      "<p>Sleeps two adults and two children.</p>",
    category: "executive_suite",
    beds_ar: "سرير كينغ في غرفة نوم مستقلة",
    beds_en: "One king-size bed in a separate bedroom",
    bathroom_ar: "حمّامان",
    bathroom_en: "Two bathrooms",
    adults: 2,
    children: 2,
    area_m2: 80,
    price_per_night: 350000,
    room_count: 3,
    image_alt_ar: "غرفة الاستقبال في الجناح التنفيذي بأرائك وطاولة قهوة",
    image_alt_en: "Reception room of the Executive Suite with sofas and a coffee table",
    sort_order: 50,
    published: true,
    art: [
      { scene: "suite-lounge", label: "Executive Suite reception room" },
      { scene: "room-suite", label: "Executive Suite bedroom" },
      { scene: "bathroom", label: "Executive Suite bathroom" },
    ],
  },
];
