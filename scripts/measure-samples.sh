#!/usr/bin/env bash
# Measures a handful of real UI strings in the six demo locales with `layoutlint measure`
# (what `make run` shows until the lint pipeline exists).
set -euo pipefail
bin="$1"
measure() {
	local locale="$1" text="$2"; shift 2
	echo "── $locale: $text  ($*)"
	"$bin" measure "$text" --locale "$locale" "$@"
	echo
}
measure en "Save your changes before leaving?" --style headline --width 200
measure de "Änderungen vor dem Verlassen speichern?" --style headline --width 200
measure de "Datenschutzeinstellungen" --style title1 --width 200 --max-lines 1
measure th "บันทึกการเปลี่ยนแปลงก่อนออกไหม" --style headline --width 200
measure th "ปั้นจิ้มน้ำใจ" --size 17 --line-height 20
measure ar "هَلْ تُرِيدُ حِفْظَ التَّغْيِيرَاتِ قَبْلَ المُغَادَرَةِ؟" --style headline --width 200
measure hi "क्या आप जाने से पहले बदलाव सहेजना चाहते हैं?" --style headline --width 200
measure zh-Hans "离开前保存更改吗？" --style headline --width 100
measure th "ตั้งค่าความเป็นส่วนตัว" --style body --size-category AX3 --width 200 --max-lines 1
