import StyledText

/// How a style is drawn on a terminal: in a colour mode, and as the SGR sequence that selects it.
extension TextStyle {
    /// The style as actually drawn in `colorMode`: without colour the foreground is dropped, while bold, dim and
    /// reverse video stay (they are not colour, and the selection must remain visible).
    func effective(in colorMode: ColorMode) -> TextStyle {
        guard colorMode == .disabled else { return self }
        var style = self
        style.foreground = nil
        return style
    }

    /// The complete SGR sequence that selects this style from any previous one (it starts with a reset).
    var selectGraphicRendition: [UInt8] {
        var sequence = ControlSequence.introducer
        sequence.append(UInt8(ascii: "0"))
        if isBold { sequence += ";1".utf8 }
        if isDim { sequence += ";2".utf8 }
        if isItalic { sequence += ";3".utf8 }
        if isUnderlined { sequence += ";4".utf8 }
        if isReversed { sequence += ";7".utf8 }
        if let foreground { sequence += ";\(foreground.foregroundParameter)".utf8 }
        sequence.append(UInt8(ascii: "m"))
        return sequence
    }
}
