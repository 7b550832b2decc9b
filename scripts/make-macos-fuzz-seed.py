#!/usr/bin/env python3
"""Writes Tests/Fixtures/fuzz/seed-macos-preferences.xib: a synthetic AppKit preferences window in the shape
Interface Builder writes (the attributes and element nesting of iina's XIBs, none of their text), with 60 rows
of label + control and over 300 constraints, so that the interface-builder fuzz target starts from a real-sized
macOS document with many constraints. (iina's own XIBs are GPL-3.0 and stay out of the repository;
scripts/fuzz.sh adds the largest of them as a seed when ../shared/corpora is present.)"""
import os

rows = 60
here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "../Tests/Fixtures/fuzz/seed-macos-preferences.xib")

views, constraints = [], []
def cid(n):
    return f"c{n:03d}-aa-{n % 97:03d}"
count = 0
def constraint(text):
    global count
    count += 1
    constraints.append(text.replace("ID", cid(count)))

for r in range(rows):
    y = 20 + r * 24
    lab, ctl = f"L{r:02d}-lb-{r:03d}", f"K{r:02d}-ct-{r:03d}"
    line_mode = ['scrollable="YES" lineBreakMode="clipping"', 'lineBreakMode="truncatingTail"', '', 'usesSingleLineMode="YES" lineBreakMode="truncatingMiddle"'][r % 4]
    control_size = ['', ' controlSize="small"', ' controlSize="mini"'][r % 3]
    font = ['<font key="font" metaFont="system"/>', '<font key="font" usesAppearanceFont="YES"/>', '<font key="font" metaFont="smallSystemBold"/>',
            '<font key="font" size="12" name="Menlo-Regular"/>', '<font key="font" metaFont="message" size="11"/>'][r % 5]
    views.append(f'''                    <textField horizontalHuggingPriority="{251 + r % 3}" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="{lab}">
                        <rect key="frame" x="18" y="{y}" width="{90 + r % 7}" height="16"/>
                        <textFieldCell key="cell"{control_size} {line_mode} sendsActionOnEndEditing="YES" alignment="{['left', 'right', 'natural'][r % 3]}" title="Setting {r}:" id="{lab}-cl">
                            {font}
                            <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                        </textFieldCell>
                    </textField>''')
    if r % 2 == 0:
        views.append(f'''                    <button translatesAutoresizingMaskIntoConstraints="NO" id="{ctl}">
                        <rect key="frame" x="118" y="{y}" width="{150 + r}" height="18"/>
                        <buttonCell key="cell" type="check" title="Option {r}" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="{ctl}-cl">
                            <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>''')
    else:
        views.append(f'''                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="{ctl}">
                        <rect key="frame" x="111" y="{y - 7}" width="{80 + r}" height="32"/>
                        <buttonCell key="cell" type="push" title="Action {r}" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="{ctl}-cl">
                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>''')
    constraint(f'<constraint firstItem="{lab}" firstAttribute="leading" secondItem="Cnt-vw-000" secondAttribute="leading" constant="20" id="ID"/>')
    constraint(f'<constraint firstItem="{ctl}" firstAttribute="leading" secondItem="{lab}" secondAttribute="trailing" constant="8" id="ID"/>')
    constraint(f'<constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="{ctl}" secondAttribute="trailing" constant="20" id="ID"/>')
    constraint(f'<constraint firstItem="{ctl}" firstAttribute="firstBaseline" secondItem="{lab}" secondAttribute="firstBaseline" id="ID"/>')
    if r:
        constraint(f'<constraint firstItem="{lab}" firstAttribute="top" secondItem="L{r - 1:02d}-lb-{r - 1:03d}" secondAttribute="bottom" constant="8" id="ID"/>')
        constraint(f'<constraint firstItem="{lab}" firstAttribute="width" secondItem="L{r - 1:02d}-lb-{r - 1:03d}" secondAttribute="width" priority="{[750, 500, 999][r % 3]}" id="ID"/>')
views.append('''                    <scrollView autohidesScrollers="YES" horizontalLineScroll="17" translatesAutoresizingMaskIntoConstraints="NO" id="Scr-vw-000">
                        <rect key="frame" x="20" y="1480" width="440" height="80"/>
                        <clipView key="contentView" id="Clp-vw-000">
                            <rect key="frame" x="1" y="1" width="438" height="78"/>
                            <subviews>
                                <tableView verticalHuggingPriority="750" columnAutoresizingStyle="lastColumnOnly" id="Tbl-vw-000">
                                    <rect key="frame" x="0.0" y="0.0" width="438" height="78"/>
                                    <tableColumns>
                                        <tableColumn width="406" minWidth="40" maxWidth="1000" id="Col-cl-000">
                                            <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" title="Text Cell" id="Dat-cl-000"/>
                                            <prototypeCellViews>
                                                <tableCellView id="Tcv-vw-000">
                                                    <rect key="frame" x="1" y="1" width="415" height="17"/>
                                                    <subviews>
                                                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="Pro-lb-000">
                                                            <rect key="frame" x="0.0" y="1" width="415" height="16"/>
                                                            <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Table View Cell" id="Pro-cl-000">
                                                                <font key="font" metaFont="system"/>
                                                            </textFieldCell>
                                                        </textField>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="Pro-lb-000" firstAttribute="leading" secondItem="Tcv-vw-000" secondAttribute="leading" constant="2" id="Pc1-aa-000"/>
                                                        <constraint firstAttribute="trailing" secondItem="Pro-lb-000" secondAttribute="trailing" constant="2" id="Pc2-aa-000"/>
                                                    </constraints>
                                                </tableCellView>
                                            </prototypeCellViews>
                                        </tableColumn>
                                    </tableColumns>
                                </tableView>
                            </subviews>
                        </clipView>
                    </scrollView>''')
constraint('<constraint firstItem="Scr-vw-000" firstAttribute="leading" secondItem="Cnt-vw-000" secondAttribute="leading" constant="20" id="ID"/>')
constraint('<constraint firstAttribute="trailing" secondItem="Scr-vw-000" secondAttribute="trailing" constant="20" id="ID"/>')

text = f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23090" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
    <dependencies>
        <deployment identifier="macosx"/>
        <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="23090"/>
    </dependencies>
    <objects>
        <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController"/>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" releasedWhenClosed="NO" animationBehavior="default" id="Win-ww-000">
            <windowStyleMask key="styleMask" titled="YES" closable="YES" miniaturizable="YES" resizable="YES"/>
            <rect key="contentRect" x="196" y="240" width="480" height="1580"/>
            <size key="minSize" width="420" height="400"/>
            <view key="contentView" id="Cnt-vw-000">
                <rect key="frame" x="0.0" y="0.0" width="480" height="1580"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
{chr(10).join(views)}
                </subviews>
                <constraints>
{chr(10).join("                    " + c for c in constraints)}
                </constraints>
            </view>
        </window>
    </objects>
</document>
'''
with open(out, "w") as f:
    f.write(text)
print(f"{out}: {count + 2} constraints, {len(views)} top-level views")
