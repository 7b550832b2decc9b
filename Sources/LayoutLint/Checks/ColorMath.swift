import Foundation

/// Color arithmetic for the `contrast` and `hierarchy-lost` rules: WCAG 2 relative luminance and contrast
/// ratio, alpha compositing, and color-vision-deficiency simulation (Machado, Oliveira & Fernandes 2009).
extension RGBColor {
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// An sRGB channel (0…1) in linear light (WCAG 2 / IEC 61966-2-1).
    public static func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// The color in linear RGB.
    public var linearRGB: (r: Double, g: Double, b: Double) { (Self.linear(red), Self.linear(green), Self.linear(blue)) }

    /// WCAG 2 relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linear channels.
    public var relativeLuminance: Double { Self.luminance(linearRGB) }

    public static func luminance(_ rgb: (r: Double, g: Double, b: Double)) -> Double {
        0.2126 * rgb.r + 0.7152 * rgb.g + 0.0722 * rgb.b
    }

    /// WCAG 2 contrast ratio of two luminances: (lighter + 0.05) / (darker + 0.05), 1…21.
    public static func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    public func contrast(with other: RGBColor) -> Double {
        Self.contrast(relativeLuminance, other.relativeLuminance)
    }

    /// The color drawn over an opaque `background` (straight alpha, in sRGB as UIKit and Android blend).
    public func composited(over background: RGBColor) -> RGBColor {
        guard alpha < 1 else { return self }
        return RGBColor(red: red * alpha + background.red * (1 - alpha),
                        green: green * alpha + background.green * (1 - alpha),
                        blue: blue * alpha + background.blue * (1 - alpha))
    }

    /// "#1C1C1E" (alpha left out).
    public var hex: String {
        func byte(_ value: Double) -> String { String(format: "%02X", Int((min(1, max(0, value)) * 255).rounded())) }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// Kinds of color-vision deficiency a color difference must survive (1 in 12 men has one; protan and
    /// deutan, red-green, are nearly all of them).
    public enum Deficiency: String, CaseIterable, Sendable {
        case protanopia, deuteranopia

        /// Machado et al. 2009, severity 1.0, applied to linear RGB.
        public var matrix: [[Double]] {
            switch self {
            case .protanopia:
                [[0.152286, 1.052583, -0.204868],
                 [0.114503, 0.786281, 0.099216],
                 [-0.003882, -0.048116, 1.051998]]
            case .deuteranopia:
                [[0.367322, 0.860646, -0.227968],
                 [0.280085, 0.672501, 0.047413],
                 [-0.011820, 0.042940, 0.968881]]
            }
        }
    }

    /// The color as seen with a deficiency, in linear RGB (clamped to 0…1).
    public func simulated(_ deficiency: Deficiency) -> (r: Double, g: Double, b: Double) {
        let c = linearRGB
        let m = deficiency.matrix
        func row(_ i: Int) -> Double { min(1, max(0, m[i][0] * c.r + m[i][1] * c.g + m[i][2] * c.b)) }
        return (row(0), row(1), row(2))
    }

    /// Contrast ratio of two colors as seen with a deficiency.
    public func contrast(with other: RGBColor, seenWith deficiency: Deficiency) -> Double {
        Self.contrast(Self.luminance(simulated(deficiency)), Self.luminance(other.simulated(deficiency)))
    }

    /// The nearest color of the same hue, darker (on a light background) or lighter (on a dark one), whose
    /// contrast with `background` is at least `ratio`, in 8-bit steps; nil when even black / white is not enough.
    public func adjusted(toContrast ratio: Double, on background: RGBColor) -> RGBColor? {
        let darken = background.relativeLuminance > 0.18
        var factor = 1.0
        while factor >= 0 {
            func channel(_ value: Double) -> Double {
                let scaled = darken ? value * factor : 1 - (1 - value) * factor
                return (scaled * 255).rounded() / 255
            }
            let candidate = RGBColor(red: channel(red), green: channel(green), blue: channel(blue))
            if candidate.contrast(with: background) >= ratio { return candidate }
            factor -= 0.001
        }
        return nil
    }
}
