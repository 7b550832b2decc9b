#!/usr/bin/env python3
"""Writes the benchmark corpora: 200 UI strings per locale, one per line.

Every locale has the same 110 standalone strings (buttons, titles, settings rows, status and validation
messages, onboarding sentences), translated for this corpus, plus 90 two-sentence error messages: each of
18 errors followed by each of 5 recovery hints. Deterministic; run it from anywhere:

    python3 Benchmarks/strings/generate.py
"""
from pathlib import Path

HERE = Path(__file__).resolve().parent

# locale -> (standalone strings, errors, hints, separator between an error and its hint)
CORPORA = {}

CORPORA["en"] = ("""
OK
Cancel
Done
Save
Delete
Edit
Share
Continue
Back
Next
Skip
Retry
Sign In
Sign Out
Create Account
Forgot Password?
Add to Cart
Buy Now
Send Message
Mark as Read
Undo
Copy Link
Allow
Don't Allow
Learn More
Settings
Notifications
Privacy & Security
Payment Methods
Order History
Your Profile
Recently Deleted
Shared with You
Storage Almost Full
Update Available
Welcome Back
Search Results
Downloads
Help Center
Terms of Service
Choose a Plan
Edit Photo
Shopping Cart
Favorites
Language & Region
Dark Mode
Show Previews
Use Cellular Data
Download over Wi-Fi Only
Automatic Updates
Text Size
Sounds & Haptics
Location Services
Face ID & Passcode
Auto-Lock
Back Up to iCloud
Connected via Bluetooth
Sync Contacts
Default Browser
Clear Cache
Low Power Mode
Show Battery Percentage
Reduce Motion
Keyboard Shortcuts
Two-Factor Authentication
No results found
Loading…
Saved
Copied to clipboard
3 new messages
Last updated 5 minutes ago
Your order has shipped.
Password changed successfully.
You're offline.
Message deleted.
Photo saved to your library.
Downloading 2 of 7 files
This field is required.
Enter a valid email address.
Password must be at least 8 characters.
Free shipping on orders over $50
Battery low: 10% remaining
Are you sure you want to delete this item?
Your session has expired. Please sign in again.
Delete 4 photos? This can't be undone.
Welcome to Journal! Capture your thoughts in seconds.
Turn on notifications so you never miss a message from your friends.
Your data stays on your device and is never shared without your permission.
Swipe left on any message to archive it.
Create a free account to sync your notes across all your devices.
Choose the topics you care about, and we'll personalize your feed.
Scan the QR code with your phone's camera to connect.
Allow access to your photos to share pictures in chats.
We'll send a six-digit code to your phone number.
Touch and hold an app icon to rearrange your Home Screen.
Invite friends and get one month of Premium for free.
Your subscription renews automatically unless you cancel at least 24 hours before the end of the current period.
Add a payment method to complete your purchase.
Set a daily reminder to build a writing habit.
Protect your account with a recovery key. Keep it somewhere safe.
Pick a profile picture so your friends can recognize you.
Turn on two-factor authentication to protect your account.
Keep the app open while the update installs.
Drag files here or tap to browse.
Your storage is almost full. Free up space or upgrade your plan.
You can change this later in Settings.
New: shared albums now support videos.
Pay with Apple Pay or Google Pay in one tap.
Listen offline: download playlists to your phone.
Thanks for your feedback! It helps us improve the app.
""", """
Couldn't load your messages.
The file couldn't be uploaded.
Payment failed.
We couldn't sign you in.
Sync is temporarily unavailable.
Something went wrong.
The video couldn't be played.
Your changes couldn't be saved.
The server isn't responding.
Couldn't connect to the printer.
The download was interrupted.
Your photo couldn't be sent.
The update couldn't be installed.
Couldn't refresh your feed.
The page couldn't be loaded.
Backup failed.
The request timed out.
Couldn't verify your account.
""", """
Please try again.
Check your internet connection and try again.
If the problem continues, contact support.
Restart the app and try again.
Try again in a few minutes.
""", " ")

CORPORA["de"] = ("""
OK
Abbrechen
Fertig
Speichern
Löschen
Bearbeiten
Teilen
Fortfahren
Zurück
Weiter
Überspringen
Erneut versuchen
Anmelden
Abmelden
Konto erstellen
Passwort vergessen?
In den Warenkorb
Jetzt kaufen
Nachricht senden
Als gelesen markieren
Rückgängig
Link kopieren
Erlauben
Nicht erlauben
Mehr erfahren
Einstellungen
Benachrichtigungen
Datenschutz & Sicherheit
Zahlungsmethoden
Bestellverlauf
Dein Profil
Zuletzt gelöscht
Mit dir geteilt
Speicher fast voll
Update verfügbar
Willkommen zurück
Suchergebnisse
Downloads
Hilfe-Center
Nutzungsbedingungen
Wähle ein Abo
Foto bearbeiten
Warenkorb
Favoriten
Sprache & Region
Dunkelmodus
Vorschauen anzeigen
Mobile Daten verwenden
Nur über WLAN laden
Automatische Updates
Textgröße
Töne & Haptik
Ortungsdienste
Face ID & Code
Automatische Sperre
Backup in iCloud
Über Bluetooth verbunden
Kontakte synchronisieren
Standardbrowser
Cache leeren
Stromsparmodus
Batterieladung in Prozent anzeigen
Bewegung reduzieren
Tastaturkurzbefehle
Zwei-Faktor-Authentifizierung
Keine Ergebnisse gefunden
Wird geladen …
Gespeichert
In die Zwischenablage kopiert
3 neue Nachrichten
Zuletzt aktualisiert vor 5 Minuten
Deine Bestellung wurde versandt.
Passwort erfolgreich geändert.
Du bist offline.
Nachricht gelöscht.
Foto in deiner Mediathek gespeichert.
2 von 7 Dateien werden geladen
Dieses Feld ist ein Pflichtfeld.
Gib eine gültige E-Mail-Adresse ein.
Das Passwort muss mindestens 8 Zeichen lang sein.
Kostenloser Versand ab 50 €
Batterie schwach: noch 10 %
Möchtest du dieses Objekt wirklich löschen?
Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.
4 Fotos löschen? Dies kann nicht widerrufen werden.
Willkommen bei Journal! Halte deine Gedanken in Sekunden fest.
Aktiviere Benachrichtigungen, damit du keine Nachricht von deinen Freunden verpasst.
Deine Daten bleiben auf deinem Gerät und werden nie ohne deine Erlaubnis geteilt.
Wische auf einer Nachricht nach links, um sie zu archivieren.
Erstelle ein kostenloses Konto, um deine Notizen auf allen Geräten zu synchronisieren.
Wähle die Themen, die dich interessieren, und wir personalisieren deinen Feed.
Scanne den QR-Code mit der Kamera deines Telefons, um dich zu verbinden.
Erlaube den Zugriff auf deine Fotos, um Bilder in Chats zu teilen.
Wir senden einen sechsstelligen Code an deine Telefonnummer.
Lege den Finger auf ein App-Symbol, um deinen Home-Bildschirm neu anzuordnen.
Lade Freunde ein und erhalte einen Monat Premium gratis.
Dein Abo verlängert sich automatisch, wenn du es nicht mindestens 24 Stunden vor Ende des aktuellen Zeitraums kündigst.
Füge eine Zahlungsmethode hinzu, um deinen Kauf abzuschließen.
Lege eine tägliche Erinnerung fest, um dir das Schreiben zur Gewohnheit zu machen.
Schütze dein Konto mit einem Wiederherstellungsschlüssel. Bewahre ihn an einem sicheren Ort auf.
Wähle ein Profilbild, damit deine Freunde dich erkennen.
Aktiviere die Zwei-Faktor-Authentifizierung, um dein Konto zu schützen.
Lass die App geöffnet, während das Update installiert wird.
Ziehe Dateien hierher oder tippe zum Durchsuchen.
Dein Speicher ist fast voll. Gib Speicherplatz frei oder wechsle zu einem größeren Abo.
Du kannst das später in den Einstellungen ändern.
Neu: Geteilte Alben unterstützen jetzt auch Videos.
Bezahle mit nur einem Tippen per Apple Pay oder Google Pay.
Offline hören: Lade Playlists auf dein Telefon.
Danke für dein Feedback! Es hilft uns, die App zu verbessern.
""", """
Deine Nachrichten konnten nicht geladen werden.
Die Datei konnte nicht hochgeladen werden.
Die Zahlung ist fehlgeschlagen.
Wir konnten dich nicht anmelden.
Die Synchronisierung ist vorübergehend nicht verfügbar.
Etwas ist schiefgelaufen.
Das Video konnte nicht abgespielt werden.
Deine Änderungen konnten nicht gespeichert werden.
Der Server antwortet nicht.
Keine Verbindung zum Drucker möglich.
Der Download wurde unterbrochen.
Dein Foto konnte nicht gesendet werden.
Das Update konnte nicht installiert werden.
Dein Feed konnte nicht aktualisiert werden.
Die Seite konnte nicht geladen werden.
Das Backup ist fehlgeschlagen.
Zeitüberschreitung bei der Anfrage.
Dein Konto konnte nicht bestätigt werden.
""", """
Bitte versuche es erneut.
Überprüfe deine Internetverbindung und versuche es erneut.
Wenn das Problem weiterhin besteht, wende dich an den Support.
Starte die App neu und versuche es erneut.
Versuche es in ein paar Minuten erneut.
""", " ")

CORPORA["th"] = ("""
ตกลง
ยกเลิก
เสร็จสิ้น
บันทึก
ลบ
แก้ไข
แชร์
ดำเนินการต่อ
ย้อนกลับ
ถัดไป
ข้าม
ลองอีกครั้ง
เข้าสู่ระบบ
ออกจากระบบ
สร้างบัญชี
ลืมรหัสผ่านใช่ไหม
เพิ่มลงในรถเข็น
ซื้อเลย
ส่งข้อความ
ทำเครื่องหมายว่าอ่านแล้ว
เลิกทำ
คัดลอกลิงก์
อนุญาต
ไม่อนุญาต
เรียนรู้เพิ่มเติม
การตั้งค่า
การแจ้งเตือน
ความเป็นส่วนตัวและความปลอดภัย
วิธีการชำระเงิน
ประวัติการสั่งซื้อ
โปรไฟล์ของคุณ
ที่ลบล่าสุด
แชร์กับคุณ
พื้นที่จัดเก็บข้อมูลใกล้เต็ม
มีรายการอัปเดต
ยินดีต้อนรับกลับมา
ผลการค้นหา
ดาวน์โหลด
ศูนย์ช่วยเหลือ
ข้อกำหนดในการให้บริการ
เลือกแพ็กเกจ
แก้ไขรูปภาพ
รถเข็นสินค้า
รายการโปรด
ภาษาและภูมิภาค
โหมดมืด
แสดงตัวอย่าง
ใช้ข้อมูลเซลลูลาร์
ดาวน์โหลดผ่าน Wi-Fi เท่านั้น
อัปเดตอัตโนมัติ
ขนาดข้อความ
เสียงและการสั่น
บริการหาตำแหน่ง
Face ID และรหัส
ล็อกอัตโนมัติ
สำรองข้อมูลไปยัง iCloud
เชื่อมต่อผ่าน Bluetooth แล้ว
ซิงค์รายชื่อติดต่อ
เบราว์เซอร์เริ่มต้น
ล้างแคช
โหมดประหยัดพลังงาน
แสดงเปอร์เซ็นต์แบตเตอรี่
ลดภาพเคลื่อนไหว
แป้นพิมพ์ลัด
การตรวจสอบสิทธิ์สองปัจจัย
ไม่พบผลลัพธ์
กำลังโหลด…
บันทึกแล้ว
คัดลอกไปยังคลิปบอร์ดแล้ว
ข้อความใหม่ 3 ข้อความ
อัปเดตล่าสุดเมื่อ 5 นาทีที่แล้ว
คำสั่งซื้อของคุณจัดส่งแล้ว
เปลี่ยนรหัสผ่านเรียบร้อยแล้ว
คุณออฟไลน์อยู่
ลบข้อความแล้ว
บันทึกรูปภาพไปยังคลังภาพของคุณแล้ว
กำลังดาวน์โหลดไฟล์ 2 จาก 7 ไฟล์
ต้องกรอกช่องนี้
ป้อนที่อยู่อีเมลที่ถูกต้อง
รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร
จัดส่งฟรีเมื่อสั่งซื้อครบ 1,500 บาท
แบตเตอรี่เหลือน้อย: เหลือ 10%
คุณแน่ใจหรือไม่ว่าต้องการลบรายการนี้
เซสชันของคุณหมดอายุแล้ว โปรดเข้าสู่ระบบอีกครั้ง
ลบรูปภาพ 4 รูปใช่ไหม การดำเนินการนี้ไม่สามารถเลิกทำได้
ยินดีต้อนรับสู่ Journal! จดบันทึกความคิดของคุณได้ในไม่กี่วินาที
เปิดการแจ้งเตือนเพื่อไม่ให้พลาดข้อความจากเพื่อนของคุณ
ข้อมูลของคุณจะอยู่ในอุปกรณ์ของคุณและจะไม่ถูกแชร์โดยไม่ได้รับอนุญาตจากคุณ
ปัดไปทางซ้ายบนข้อความใดก็ได้เพื่อเก็บถาวร
สร้างบัญชีฟรีเพื่อซิงค์โน้ตของคุณในทุกอุปกรณ์
เลือกหัวข้อที่คุณสนใจ แล้วเราจะปรับฟีดให้เหมาะกับคุณ
สแกน QR Code ด้วยกล้องในโทรศัพท์ของคุณเพื่อเชื่อมต่อ
อนุญาตให้เข้าถึงรูปภาพของคุณเพื่อแชร์รูปในแชท
เราจะส่งรหัส 6 หลักไปยังหมายเลขโทรศัพท์ของคุณ
แตะไอคอนแอปค้างไว้เพื่อจัดเรียงหน้าจอโฮมใหม่
ชวนเพื่อนแล้วรับ Premium ฟรี 1 เดือน
การสมัครสมาชิกของคุณจะต่ออายุโดยอัตโนมัติ เว้นแต่คุณจะยกเลิกอย่างน้อย 24 ชั่วโมงก่อนสิ้นสุดรอบปัจจุบัน
เพิ่มวิธีการชำระเงินเพื่อทำการสั่งซื้อให้เสร็จสมบูรณ์
ตั้งการเตือนความจำรายวันเพื่อสร้างนิสัยการเขียน
ปกป้องบัญชีของคุณด้วยกุญแจกู้คืน เก็บไว้ในที่ปลอดภัย
เลือกรูปโปรไฟล์เพื่อให้เพื่อนจำคุณได้
เปิดใช้การตรวจสอบสิทธิ์สองปัจจัยเพื่อปกป้องบัญชีของคุณ
เปิดแอปไว้ระหว่างที่กำลังติดตั้งอัปเดต
ลากไฟล์มาที่นี่หรือแตะเพื่อเลือกดู
พื้นที่จัดเก็บข้อมูลของคุณใกล้เต็มแล้ว เพิ่มพื้นที่ว่างหรืออัปเกรดแพ็กเกจของคุณ
คุณสามารถเปลี่ยนแปลงได้ภายหลังในการตั้งค่า
ใหม่: อัลบั้มที่แชร์รองรับวิดีโอแล้ว
ชำระเงินด้วย Apple Pay หรือ Google Pay ได้ในแตะเดียว
ฟังแบบออฟไลน์: ดาวน์โหลดเพลย์ลิสต์ลงในโทรศัพท์ของคุณ
ขอบคุณสำหรับความคิดเห็น! ช่วยให้เราปรับปรุงแอปให้ดียิ่งขึ้น
""", """
ไม่สามารถโหลดข้อความของคุณได้
ไม่สามารถอัปโหลดไฟล์ได้
การชำระเงินล้มเหลว
เราไม่สามารถให้คุณเข้าสู่ระบบได้
การซิงค์ไม่พร้อมใช้งานชั่วคราว
เกิดข้อผิดพลาดบางอย่าง
ไม่สามารถเล่นวิดีโอได้
ไม่สามารถบันทึกการเปลี่ยนแปลงของคุณได้
เซิร์ฟเวอร์ไม่ตอบสนอง
ไม่สามารถเชื่อมต่อกับเครื่องพิมพ์ได้
การดาวน์โหลดถูกขัดจังหวะ
ไม่สามารถส่งรูปภาพของคุณได้
ไม่สามารถติดตั้งอัปเดตได้
ไม่สามารถรีเฟรชฟีดของคุณได้
ไม่สามารถโหลดหน้านี้ได้
การสำรองข้อมูลล้มเหลว
คำขอหมดเวลา
ไม่สามารถยืนยันบัญชีของคุณได้
""", """
โปรดลองอีกครั้ง
ตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง
หากยังพบปัญหาอยู่ โปรดติดต่อฝ่ายสนับสนุน
รีสตาร์ทแอปแล้วลองอีกครั้ง
ลองอีกครั้งในอีกสักครู่
""", " ")

CORPORA["ar"] = ("""
موافق
إلغاء
تَمَّ
حفظ
حذف
تعديل
مشاركة
متابعة
رجوع
التالي
تخطٍّ
إعادة المحاولة
تسجيل الدخول
تسجيل الخروج
إنشاء حساب
هل نسيت كلمة المرور؟
أضف إلى السلة
اشترِ الآن
إرسال رسالة
وضع علامة كمقروءة
تراجع
نسخ الرابط
السماح
عدم السماح
معرفة المزيد
الإعدادات
الإشعارات
الخصوصية والأمان
طرق الدفع
سجل الطلبات
ملفك الشخصي
المحذوفة مؤخرًا
تمت مشاركته معك
مساحة التخزين ممتلئة تقريبًا
يتوفر تحديث
مَرْحَبًا بِعَوْدَتِكَ
نتائج البحث
التنزيلات
مركز المساعدة
شروط الخدمة
اختر خطة
تعديل الصورة
سلة التسوق
المفضلة
اللغة والمنطقة
الوضع الداكن
عرض المعاينات
استخدام البيانات الخلوية
التنزيل عبر Wi-Fi فقط
التحديثات التلقائية
حجم النص
الأصوات والاهتزاز
خدمات الموقع
Face ID ورمز الدخول
القفل التلقائي
النسخ الاحتياطي إلى iCloud
متصل عبر Bluetooth
مزامنة جهات الاتصال
المتصفح الافتراضي
مسح ذاكرة التخزين المؤقت
وضع الطاقة المنخفضة
إظهار نسبة البطارية
تقليل الحركة
اختصارات لوحة المفاتيح
المصادقة الثنائية
لم يتم العثور على نتائج
جارٍ التحميل…
تم الحفظ
تم النسخ إلى الحافظة
3 رسائل جديدة
آخر تحديث منذ 5 دقائق
تم شحن طلبك.
تم تغيير كلمة المرور بنجاح.
أنت غير متصل بالإنترنت.
تم حذف الرسالة.
تم حفظ الصورة في مكتبتك.
جارٍ تنزيل 2 من 7 ملفات
هذا الحقل مطلوب.
أدخل عنوان بريد إلكتروني صالحًا.
يجب ألا تقل كلمة المرور عن 8 أحرف.
شحن مجاني للطلبات التي تزيد على 200 ريال
البطارية منخفضة: متبقٍ 10٪
هل تريد بالتأكيد حذف هذا العنصر؟
انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.
حذف 4 صور؟ لا يمكن التراجع عن هذا الإجراء.
أَهْلًا بِكَ فِي Journal! دَوِّنْ أَفْكَارَكَ فِي ثَوَانٍ.
فعّل الإشعارات حتى لا تفوتك أي رسالة من أصدقائك.
تبقى بياناتك على جهازك ولا تتم مشاركتها أبدًا دون إذنك.
اسحب أي رسالة إلى اليسار لأرشفتها.
أنشئ حسابًا مجانيًا لمزامنة ملاحظاتك عبر جميع أجهزتك.
اختر المواضيع التي تهمك، وسنخصص لك موجزك.
امسح رمز QR بكاميرا هاتفك للاتصال.
اسمح بالوصول إلى صورك لمشاركة الصور في المحادثات.
سنرسل رمزًا مكونًا من ستة أرقام إلى رقم هاتفك.
المس مطولًا أيقونة أي تطبيق لإعادة ترتيب الشاشة الرئيسية.
ادعُ أصدقاءك واحصل على شهر من Premium مجانًا.
يتجدد اشتراكك تلقائيًا ما لم تُلغِه قبل 24 ساعة على الأقل من نهاية الفترة الحالية.
أضف طريقة دفع لإتمام عملية الشراء.
اضبط تذكيرًا يوميًا لتكوين عادة الكتابة.
احمِ حسابك بمفتاح استرداد. احتفظ به في مكان آمن.
اختر صورة للملف الشخصي ليتعرف عليك أصدقاؤك.
فعّل المصادقة الثنائية لحماية حسابك.
أبقِ التطبيق مفتوحًا أثناء تثبيت التحديث.
اسحب الملفات إلى هنا أو اضغط للتصفح.
مساحة التخزين لديك ممتلئة تقريبًا. أفرغ بعض المساحة أو قم بترقية خطتك.
يُمْكِنُكَ تَغْيِيرُ ذٰلِكَ لَاحِقًا مِنَ الْإِعْدَادَاتِ.
جديد: الألبومات المشتركة تدعم الفيديو الآن.
ادفع باستخدام Apple Pay أو Google Pay بلمسة واحدة.
استمع دون اتصال: نزّل قوائم التشغيل إلى هاتفك.
شُكْرًا عَلَى مُلَاحَظَاتِكَ! فَهِيَ تُسَاعِدُنَا عَلَى تَحْسِينِ التَّطْبِيقِ.
""", """
تعذّر تحميل رسائلك.
تعذّر رفع الملف.
فشلت عملية الدفع.
تعذّر علينا تسجيل دخولك.
المزامنة غير متاحة مؤقتًا.
حدث خطأ ما.
تعذّر تشغيل الفيديو.
تعذّر حفظ تغييراتك.
الخادم لا يستجيب.
تعذّر الاتصال بالطابعة.
انقطع التنزيل.
تعذّر إرسال صورتك.
تعذّر تثبيت التحديث.
تعذّر تحديث موجزك.
تعذّر تحميل الصفحة.
فشل النسخ الاحتياطي.
انتهت مهلة الطلب.
تعذّر التحقق من حسابك.
""", """
يُرْجَى الْمُحَاوَلَةُ مَرَّةً أُخْرَى.
تحقق من اتصالك بالإنترنت وحاول مرة أخرى.
إذا استمرت المشكلة، فتواصل مع الدعم.
أعد تشغيل التطبيق وحاول مرة أخرى.
حاول مرة أخرى بعد بضع دقائق.
""", " ")

CORPORA["hi"] = ("""
ठीक है
रद्द करें
हो गया
सहेजें
हटाएँ
संपादित करें
शेयर करें
जारी रखें
वापस
आगे
छोड़ें
फिर से कोशिश करें
साइन इन करें
साइन आउट करें
खाता बनाएँ
पासवर्ड भूल गए?
कार्ट में जोड़ें
अभी खरीदें
संदेश भेजें
पढ़ा हुआ मार्क करें
पूर्ववत करें
लिंक कॉपी करें
अनुमति दें
अनुमति न दें
और जानें
सेटिंग्स
सूचनाएँ
गोपनीयता और सुरक्षा
भुगतान के तरीके
ऑर्डर इतिहास
आपकी प्रोफ़ाइल
हाल ही में हटाए गए
आपके साथ शेयर किया गया
स्टोरेज लगभग भर गया है
अपडेट उपलब्ध है
फिर से स्वागत है
खोज परिणाम
डाउनलोड
सहायता केंद्र
सेवा की शर्तें
प्लान चुनें
फ़ोटो संपादित करें
शॉपिंग कार्ट
पसंदीदा
भाषा और क्षेत्र
डार्क मोड
प्रीव्यू दिखाएँ
मोबाइल डेटा का उपयोग करें
केवल वाई-फ़ाई पर डाउनलोड करें
ऑटोमैटिक अपडेट
टेक्स्ट का आकार
ध्वनि और हैप्टिक्स
लोकेशन सेवाएँ
Face ID और पासकोड
ऑटो-लॉक
iCloud पर बैकअप लें
ब्लूटूथ से कनेक्ट है
संपर्क सिंक करें
डिफ़ॉल्ट ब्राउज़र
कैश साफ़ करें
लो पावर मोड
बैटरी प्रतिशत दिखाएँ
मोशन कम करें
कीबोर्ड शॉर्टकट
टू-फ़ैक्टर ऑथेंटिकेशन
कोई परिणाम नहीं मिला
लोड हो रहा है…
सहेजा गया
क्लिपबोर्ड पर कॉपी किया गया
3 नए संदेश
5 मिनट पहले अपडेट किया गया
आपका ऑर्डर भेज दिया गया है।
पासवर्ड सफलतापूर्वक बदल दिया गया।
आप ऑफ़लाइन हैं।
संदेश हटा दिया गया।
फ़ोटो आपकी लाइब्रेरी में सहेजी गई।
7 में से 2 फ़ाइलें डाउनलोड हो रही हैं
यह फ़ील्ड आवश्यक है।
एक मान्य ईमेल पता दर्ज करें।
पासवर्ड कम से कम 8 वर्णों का होना चाहिए।
₹499 से ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी
बैटरी कम है: 10% बची है
क्या आप वाकई इस आइटम को हटाना चाहते हैं?
आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।
4 फ़ोटो हटाएँ? इसे पूर्ववत नहीं किया जा सकता।
Journal में आपका स्वागत है! अपने विचार कुछ ही सेकंड में लिखें।
सूचनाएँ चालू करें ताकि आप अपने दोस्तों का कोई भी संदेश न चूकें।
आपका डेटा आपके डिवाइस पर ही रहता है और आपकी अनुमति के बिना कभी शेयर नहीं किया जाता।
किसी भी संदेश को आर्काइव करने के लिए उस पर बाईं ओर स्वाइप करें।
अपने सभी डिवाइस पर नोट्स सिंक करने के लिए एक मुफ़्त खाता बनाएँ।
अपनी पसंद के विषय चुनें, और हम आपकी फ़ीड को आपके हिसाब से बना देंगे।
कनेक्ट करने के लिए अपने फ़ोन के कैमरे से QR कोड स्कैन करें।
चैट में तस्वीरें शेयर करने के लिए अपनी फ़ोटो तक पहुँच की अनुमति दें।
हम आपके फ़ोन नंबर पर छह अंकों का कोड भेजेंगे।
होम स्क्रीन को फिर से व्यवस्थित करने के लिए किसी ऐप आइकन को दबाकर रखें।
दोस्तों को आमंत्रित करें और एक महीने का Premium मुफ़्त पाएँ।
आपकी सदस्यता अपने-आप रिन्यू हो जाती है, जब तक कि आप मौजूदा अवधि खत्म होने से कम से कम 24 घंटे पहले उसे रद्द न कर दें।
अपनी खरीदारी पूरी करने के लिए भुगतान का तरीका जोड़ें।
लिखने की आदत बनाने के लिए रोज़ का रिमाइंडर सेट करें।
रिकवरी की से अपने खाते को सुरक्षित करें। इसे किसी सुरक्षित जगह पर रखें।
प्रोफ़ाइल फ़ोटो चुनें ताकि आपके दोस्त आपको पहचान सकें।
अपने खाते की सुरक्षा के लिए टू-फ़ैक्टर ऑथेंटिकेशन चालू करें।
अपडेट इंस्टॉल होने तक ऐप खुला रखें।
फ़ाइलें यहाँ खींचें या ब्राउज़ करने के लिए टैप करें।
आपका स्टोरेज लगभग भर गया है। जगह खाली करें या अपना प्लान अपग्रेड करें।
आप इसे बाद में सेटिंग्स में बदल सकते हैं।
नया: शेयर किए गए एल्बम अब वीडियो को भी सपोर्ट करते हैं।
Apple Pay या Google Pay से एक टैप में भुगतान करें।
ऑफ़लाइन सुनें: प्लेलिस्ट अपने फ़ोन पर डाउनलोड करें।
आपके फ़ीडबैक के लिए धन्यवाद! इससे हमें ऐप को बेहतर बनाने में मदद मिलती है।
""", """
आपके संदेश लोड नहीं हो सके।
फ़ाइल अपलोड नहीं हो सकी।
भुगतान विफल रहा।
हम आपको साइन इन नहीं कर सके।
सिंक अभी अस्थायी रूप से उपलब्ध नहीं है।
कुछ गलत हो गया।
वीडियो चलाया नहीं जा सका।
आपके बदलाव सहेजे नहीं जा सके।
सर्वर जवाब नहीं दे रहा है।
प्रिंटर से कनेक्ट नहीं हो सका।
डाउनलोड बीच में रुक गया।
आपकी फ़ोटो भेजी नहीं जा सकी।
अपडेट इंस्टॉल नहीं हो सका।
आपकी फ़ीड रीफ़्रेश नहीं हो सकी।
पेज लोड नहीं हो सका।
बैकअप विफल रहा।
अनुरोध का समय समाप्त हो गया।
आपके खाते की पुष्टि नहीं हो सकी।
""", """
कृपया फिर से कोशिश करें।
अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।
अगर समस्या बनी रहती है, तो सहायता टीम से संपर्क करें।
ऐप को रीस्टार्ट करें और फिर से कोशिश करें।
कुछ मिनट बाद फिर से कोशिश करें।
""", " ")

CORPORA["zh-Hans"] = ("""
好
取消
完成
保存
删除
编辑
分享
继续
返回
下一步
跳过
重试
登录
退出登录
创建账户
忘记密码？
加入购物车
立即购买
发送消息
标记为已读
撤销
复制链接
允许
不允许
了解更多
设置
通知
隐私与安全
付款方式
订单记录
你的个人资料
最近删除
与你共享
存储空间即将用满
有可用更新
欢迎回来
搜索结果
下载
帮助中心
服务条款
选择套餐
编辑照片
购物车
收藏
语言与地区
深色模式
显示预览
使用蜂窝数据
仅通过 Wi-Fi 下载
自动更新
文字大小
声音与触感
定位服务
面容 ID 与密码
自动锁定
备份到 iCloud
已通过蓝牙连接
同步通讯录
默认浏览器
清除缓存
低电量模式
显示电池电量百分比
减弱动态效果
键盘快捷键
双重认证
未找到结果
正在加载…
已保存
已复制到剪贴板
3 条新消息
5 分钟前更新
你的订单已发货。
密码修改成功。
你已离线。
消息已删除。
照片已存储到你的图库。
正在下载第 2 个文件（共 7 个）
此项为必填项。
请输入有效的电子邮件地址。
密码至少需要 8 个字符。
订单满 99 元包邮
电量不足：剩余 10%
确定要删除此项目吗？
你的会话已过期。请重新登录。
删除 4 张照片？此操作无法撤销。
欢迎使用 Journal！几秒钟内就能记下你的想法。
打开通知，就不会错过朋友发来的任何消息。
你的数据保存在你的设备上，未经你的允许绝不会被共享。
在任意消息上向左轻扫即可归档。
创建免费账户，在你的所有设备上同步笔记。
选择你感兴趣的话题，我们会为你打造个性化的信息流。
用手机相机扫描二维码即可连接。
允许访问你的照片，以便在聊天中分享图片。
我们会向你的手机号码发送一个六位数验证码。
按住任意 App 图标即可重新排列主屏幕。
邀请好友，即可免费获得一个月的 Premium 会员。
除非你在当前周期结束前至少 24 小时取消，否则订阅将自动续订。
添加付款方式以完成购买。
设置每日提醒，养成写作习惯。
使用恢复密钥保护你的账户。请将它存放在安全的地方。
选一张头像，让朋友认出你。
开启双重认证以保护你的账户。
安装更新期间请保持 App 处于打开状态。
将文件拖到此处，或轻点以浏览。
你的存储空间即将用满。请释放空间或升级你的套餐。
你可以稍后在“设置”中更改此项。
新功能：共享相簿现已支持视频。
使用 Apple Pay 或 Google Pay 一键付款。
离线收听：将播放列表下载到你的手机。
感谢你的反馈！这有助于我们改进 App。
""", """
无法加载你的消息。
无法上传文件。
付款失败。
无法登录你的账户。
同步功能暂时不可用。
出了点问题。
无法播放视频。
无法保存你的更改。
服务器没有响应。
无法连接到打印机。
下载已中断。
无法发送你的照片。
无法安装更新。
无法刷新你的信息流。
无法加载页面。
备份失败。
请求超时。
无法验证你的账户。
""", """
请重试。
请检查你的网络连接，然后重试。
如果问题仍然存在，请联系客服。
请重新启动 App，然后重试。
请过几分钟再试。
""", "")


def lines(block):
    return [line for line in block.strip("\n").split("\n")]


def main():
    for locale, (standalone, errors, hints, separator) in CORPORA.items():
        base, errs, tips = lines(standalone), lines(errors), lines(hints)
        assert len(base) == 110 and len(errs) == 18 and len(tips) == 5, (locale, len(base), len(errs), len(tips))
        combined = [error + separator + hint for error in errs for hint in tips]
        out = base + combined
        assert len(out) == 200 and len(set(out)) == 200, (locale, len(set(out)))
        assert all(line.strip() == line and line for line in out), locale
        (HERE / f"{locale}.txt").write_text("\n".join(out) + "\n", encoding="utf-8")
        print(f"{locale}: {len(out)} strings")


if __name__ == "__main__":
    main()
