-- The site's Arabic name is سوق (the header, the page titles, the footer's "عن سوق"): the content
-- pages the reference data seeded wrote السوق where they named it. Each seeded phrase is mended
-- where a page still holds it (a moderator's own wording stays); "سعر السوق", the market price,
-- is the word, not the name, and is left.
UPDATE "content_pages" SET "title_ar" = 'عن سوق', "updated_at" = now()
WHERE "slug" = 'about' AND "title_ar" = 'عن السوق';--> statement-breakpoint
UPDATE "content_pages" SET "title_ar" = 'ابقَ آمناً على سوق', "updated_at" = now()
WHERE "slug" = 'safety' AND "title_ar" = 'ابقَ آمناً على السوق';--> statement-breakpoint
UPDATE "content_pages" SET "body_ar" = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("body_ar",
    '<p>السوق منصة إعلانات', '<p>سوق منصة إعلانات'),
    'باستخدامك السوق فإنك', 'باستخدامك سوق فإنك'),
    'يصل السوق بين', 'يصل سوق بين'),
    'لتشغيل السوق:', 'لتشغيل سوق:'),
    'ولا يحتفظ السوق بالمدفوعات', 'ولا يحتفظ سوق بالمدفوعات'),
    'معظم مستخدمي السوق', 'معظم مستخدمي سوق'),
    'لا يطلب منك السوق أبداً', 'لا يطلب منك سوق أبداً'),
    'تتعرف إليه على السوق.', 'تتعرف إليه على سوق.'),
    'في دردشة السوق حتى', 'في دردشة سوق حتى'),
    'إلى هاتفك: السوق لا يطلبه', 'إلى هاتفك: سوق لا يطلبه'),
  "updated_at" = now()
WHERE "body_ar" ~ '(<p>السوق منصة|باستخدامك السوق|يصل السوق|لتشغيل السوق:|يحتفظ السوق|مستخدمي السوق|منك السوق|على السوق\.|دردشة السوق|هاتفك: السوق)';
